/// Size and alignment of a type in the host C ABI (x86-64 System V; arm64 AAPCS64 where it
/// differs), in bytes.
public struct TypeLayout: Hashable, Sendable, CustomStringConvertible {
    /// `sizeof`.
    public var size: Int
    /// `_Alignof`.
    public var alignment: Int

    /// A layout.
    public init(size: Int, alignment: Int) {
        self.size = size
        self.alignment = alignment
    }

    /// `size/alignment`.
    public var description: String { "\(size)/\(alignment)" }
}

/// The host ABI's rules, in one place, so the tree parser, the byte-level fast path and the
/// layout of hand-built trees cannot drift apart.
@usableFromInline
enum HostABI {
    /// `long double`: 16 bytes on x86-64 (80-bit x87 padded) and on arm64 Linux (IEEE quad);
    /// Apple arm64 makes it a plain `double`.
    #if arch(arm64) && canImport(Darwin)
    static let longDouble = TypeLayout(size: 8, alignment: 8)
    #else
    static let longDouble = TypeLayout(size: 16, alignment: 16)
    #endif

    /// Every pointer: objects, classes, selectors, C strings, blocks, `^T`.
    static let pointer = TypeLayout(size: 8, alignment: 8)

    /// The largest `_Atomic` object promoted to a power-of-two size and alignment
    /// (clang's MaxAtomicPromoteWidth: 128 bits on x86-64 and arm64).
    static let maxAtomicPromoteBytes = 16

    /// The one-byte lookup every scanner reads, built from the table once.
    @usableFromInline static let codes = CodeTable()

    /// The index in `ScalarTypeCode.all` of a one-letter type's code, or -1.
    @inline(__always)
    static func rowIndex(_ code: UInt8) -> Int { codes.rowIndex(code) }

    /// Method-type qualifier codes (`ObjCType.Qualifier`).
    @inline(__always)
    static func isQualifierCode(_ code: UInt8) -> Bool { codes.isQualifier(code) }

    /// The tree of a one-letter code (`.unknown` for another byte).
    static func oneLetterType(_ code: UInt8) -> ObjCType { codes.oneLetterType(code) }

    /// The storage unit assumed for an Apple bitfield, whose encoding omits the declared type:
    /// `unsigned int` when the width fits in 32 bits (C's own bitfield type), else the
    /// smallest of `unsigned long long` / `unsigned __int128` that holds it.
    @inline(__always)
    static func appleBitfieldUnitBytes(bits: Int) -> Int {
        bits <= 32 ? 4 : (bits <= 64 ? 8 : 16)
    }

    /// A standalone bitfield (an ivar encoding `b3`): the bytes its bits span, byte-aligned.
    static func standaloneBitfield(bits: Int, offset: Int?) -> TypeLayout? {
        let start = offset ?? 0
        let (end, o) = start.addingReportingOverflow(bits)
        if o { return nil }
        let bytes = (end / 8 + (end % 8 == 0 ? 0 : 1)) - start / 8
        return TypeLayout(size: bytes, alignment: 1)
    }

    /// `_Atomic T`: small types grow to a power of two and align to their size.
    static func atomic(_ inner: TypeLayout) -> TypeLayout {
        guard inner.size > 0, inner.size <= maxAtomicPromoteBytes else { return inner }
        var p = 1
        while p < inner.size { p <<= 1 }
        return TypeLayout(size: p, alignment: max(inner.alignment, p))
    }

    /// `_Complex T`: two `T`s.
    static func complex(_ inner: TypeLayout) -> TypeLayout? {
        let (s, o) = inner.size.multipliedReportingOverflow(by: 2)
        return o ? nil : TypeLayout(size: s, alignment: inner.alignment)
    }

    /// `T[count]`, or nil when the size overflows.
    @inline(__always)
    static func array(_ count: Int, _ element: TypeLayout) -> TypeLayout? {
        let (s, o) = count.multipliedReportingOverflow(by: element.size)
        return o ? nil : TypeLayout(size: s, alignment: element.alignment)
    }
}

/// Lays out the members of one struct or union in declaration order, the System V way.
/// Works in bits so bitfields and ordinary members share one cursor.
struct AggregateLayoutBuilder {
    let isUnion: Bool
    /// Next free bit (struct) or the largest member end seen (union).
    private(set) var cursorBits = 0
    private(set) var alignment = 1
    /// False once a member without a layout (an opaque struct, `?`) was added.
    private(set) var known = true
    /// True once a computation overflowed.
    private(set) var overflowed = false

    init(isUnion: Bool) { self.isUnion = isUnion }

    /// Rounds up to a multiple of `a`. Every alignment here is a power of two (the primitives',
    /// and maxima of those), so a mask replaces the much slower division.
    @inline(__always)
    private static func roundUp(_ x: Int, _ a: Int) -> Int? {
        let (s, o) = x.addingReportingOverflow(a - 1)
        return o ? nil : s & ~(a - 1)
    }

    /// Whole bytes covering `bits` (never negative, so shifts stand in for the signed
    /// division and remainder, which cost a fix-up for negative values).
    @inline(__always)
    private static func bytes(_ bits: Int) -> Int { bits >> 3 + (bits & 7 == 0 ? 0 : 1) }

    /// An ordinary member: starts at the next byte boundary rounded to its alignment.
    @inline(__always)
    mutating func add(_ member: TypeLayout?) {
        guard let m = member else { known = false; return }
        alignment = max(alignment, m.alignment)
        let (bits, o1) = m.size.multipliedReportingOverflow(by: 8)
        if o1 { overflowed = true; return }
        if isUnion { cursorBits = max(cursorBits, bits); return }
        guard let byte = Self.roundUp(Self.bytes(cursorBits), m.alignment) else {
            overflowed = true; return
        }
        let (startBits, o2) = byte.multipliedReportingOverflow(by: 8)
        let (end, o3) = startBits.addingReportingOverflow(bits)
        if o2 || o3 { overflowed = true; return }
        cursorBits = end
    }

    /// A GNU bitfield: the encoding states where it goes; the declared type sets alignment.
    @inline(__always)
    mutating func addGNUBitfield(offset: Int, bits: Int, base: TypeLayout) {
        alignment = max(alignment, base.alignment)
        let (end, o) = (isUnion ? 0 : offset).addingReportingOverflow(bits)
        if o { overflowed = true; return }
        cursorBits = max(cursorBits, end)
    }

    /// An Apple bitfield (`b3`): packed at the cursor in an assumed storage unit
    /// (`HostABI.appleBitfieldUnitBytes`), moved to the next unit when it would straddle one.
    @inline(__always)
    mutating func addAppleBitfield(bits: Int) {
        let unitBytes = HostABI.appleBitfieldUnitBytes(bits: bits)
        let unit = unitBytes * 8
        alignment = max(alignment, unitBytes)
        if isUnion { cursorBits = max(cursorBits, bits); return }
        var start = cursorBits
        if bits > 0, bits > unit - (start & (unit - 1)) {
            guard let r = Self.roundUp(start, unit) else { overflowed = true; return }
            start = r
        }
        let (end, o) = start.addingReportingOverflow(bits)
        if o { overflowed = true; return }
        cursorBits = end
    }

    /// The finished layout: nil when unknown; `overflowed` tells the two nil cases apart.
    mutating func finish() -> TypeLayout? {
        guard known, !overflowed else { return nil }
        guard let size = Self.roundUp(Self.bytes(cursorBits), alignment) else { overflowed = true; return nil }
        return TypeLayout(size: size, alignment: alignment)
    }
}

/// What each byte is in the type-encoding alphabet, derived from `ScalarTypeCode.all` and
/// the qualifier alphabet: one 4-byte entry per byte value, so a lookup is one load with no
/// range check. An array rather than a `switch`: a switch over the codes compiles to an
/// indirect jump whose target changes with every type read, and its mispredictions were
/// the largest single cost of sizing an encoding. Scanners copy the table's address once
/// per scan (`EncodingScanner.codes`): reading a lazily built global on every byte cost a
/// quarter of `encoding.size_align`.
@usableFromInline
struct CodeTable: @unchecked Sendable {
    /// One byte's facts.
    @usableFromInline
    struct Entry {
        static let standsAlone: UInt8 = 1, hasLayout: UInt8 = 2, integer: UInt8 = 4, qualifier: UInt8 = 8
        var row: Int8 = -1
        @usableFromInline var kind: UInt8 = 0  // ScalarTypeCode.Kind's raw value; 0 for no row
        @usableFromInline var cTypePlusOne: UInt8 = 0  // ScalarTypeCode.CType's raw value + 1; 0 for no row
        var flags: UInt8 = 0
        var size: UInt8 = 0
        var alignment: UInt8 = 0
    }

    /// 256 entries each, written once in `init` and never freed or changed (hence Sendable).
    @usableFromInline let entries: UnsafePointer<Entry>
    /// The tree of each one-letter code, from `ObjCType.scalarCode` (`.unknown` elsewhere).
    private let types: UnsafePointer<ObjCType>

    /// Builds the lookup from the table. Called once, for `HostABI.codes`.
    fileprivate init() {
        let table = UnsafeMutablePointer<Entry>.allocate(capacity: 256)
        table.initialize(repeating: Entry(), count: 256)
        for (i, row) in ScalarTypeCode.all.enumerated() {
            var e = Entry()
            e.row = Int8(i)
            e.kind = row.kind.rawValue
            e.cTypePlusOne = row.cType.rawValue + 1
            if row.standsAlone { e.flags |= Entry.standsAlone }
            if row.isInteger { e.flags |= Entry.integer }
            if let l = row.layout {
                e.flags |= Entry.hasLayout
                e.size = UInt8(l.size)
                e.alignment = UInt8(l.alignment)
            }
            table[Int(row.code)] = e
        }
        for q in ObjCType.Qualifier.allCases {
            table[Int(q.rawValue.asciiValue!)].flags |= Entry.qualifier
        }
        entries = UnsafePointer(table)
        let trees = UnsafeMutablePointer<ObjCType>.allocate(capacity: 256)
        trees.initialize(repeating: .unknown, count: 256)
        for t in ObjCType.oneLetterTypes { trees[Int(t.scalarCode!.code)] = t }
        types = UnsafePointer(trees)
    }

    /// The tree of a one-letter code (`.unknown` for another byte).
    @inline(__always)
    func oneLetterType(_ code: UInt8) -> ObjCType { types[Int(code)] }

    /// The index in `ScalarTypeCode.all` of a one-letter type's code, or -1.
    @inline(__always)
    func rowIndex(_ code: UInt8) -> Int { Int(entries[Int(code)].row) }

    /// The layout of a one-byte code that is a complete type, or nil when the code has no
    /// layout (`?`) or is not such a code.
    @inline(__always)
    func primitive(_ code: UInt8) -> TypeLayout? {
        let e = entries[Int(code)]
        guard e.flags & (Entry.standsAlone | Entry.hasLayout) == Entry.standsAlone | Entry.hasLayout else { return nil }
        return TypeLayout(size: Int(e.size), alignment: Int(e.alignment))
    }

    /// The kind of a one-letter code, or nil.
    @inlinable @inline(__always)
    func kind(_ code: UInt8) -> ScalarTypeCode.Kind? { ScalarTypeCode.Kind(rawValue: entries[Int(code)].kind) }

    /// The C type of a one-letter code, or nil.
    @inlinable @inline(__always)
    func cType(_ code: UInt8) -> ScalarTypeCode.CType? {
        let raw = entries[Int(code)].cTypePlusOne
        return raw == 0 ? nil : ScalarTypeCode.CType(rawValue: raw &- 1)
    }

    /// Codes that are a whole type by themselves.
    @inline(__always)
    func isPrimitive(_ code: UInt8) -> Bool { entries[Int(code)].flags & Entry.standsAlone != 0 }

    /// Codes a GNU bitfield may name as its declared type: the integers and `_Bool`.
    @inline(__always)
    func isBitfieldBase(_ code: UInt8) -> Bool { entries[Int(code)].flags & Entry.integer != 0 }

    /// Method-type qualifier codes (`ObjCType.Qualifier`).
    @inline(__always)
    func isQualifier(_ code: UInt8) -> Bool { entries[Int(code)].flags & Entry.qualifier != 0 }
}

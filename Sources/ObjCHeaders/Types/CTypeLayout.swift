/// Size and alignment of a type, in bytes.
package struct TypeLayoutInfo: Sendable, Hashable {
    /// `sizeof`.
    package var size: Int
    /// `_Alignof`.
    package var alignment: Int
}

/// Where one field of an aggregate (or one ivar) lands: bit offset and, for bitfields, width.
struct FieldPlacement: Sendable, Hashable {
    var bitOffset: Int
    var bitWidth: Int?
}

/// The C ABI of the target: sizes and alignments of every type, and struct / union / ivar
/// layout with bitfields following the System V (x86-64) and AAPCS64 (arm64 Apple) rules
/// clang uses for `x86_64-apple-macos` and `arm64-apple-macos`.
struct CTypeLayout {
    let table: TypeTable
    let target: TargetABI

    /// Size and alignment of a builtin type on the target.
    ///
    /// A table of its own, not ObjCEncoding's `ScalarTypeCode` rows: those give the *host's*
    /// layout of a type-encoding code (the memory the runtime reads here), these give what
    /// clang computes for the *target* a header is compiled for (`x86_64-apple-macos`,
    /// `arm64-apple-macos`), whatever machine runs the compiler. The two agree on every
    /// shared type except `long double` on arm64 (8 bytes on Apple's target, 16 on an arm64
    /// Linux host), and they name different things: C's `long` is 8 bytes here, while the
    /// table's `l` is the 32-bit long that clang encodes only where `long` has 32 bits.
    /// clang's own `sizeof`, `_Alignof` and ivar offsets for both targets check these rows
    /// (`ClangFixtureTests`).
    func builtin(_ b: CBuiltin) -> TypeLayoutInfo {
        switch b {
        case .char, .signedChar, .unsignedChar, .bool: return TypeLayoutInfo(size: 1, alignment: 1)
        case .short, .unsignedShort: return TypeLayoutInfo(size: 2, alignment: 2)
        case .int, .unsignedInt, .float: return TypeLayoutInfo(size: 4, alignment: 4)
        case .long, .unsignedLong, .longLong, .unsignedLongLong, .double: return TypeLayoutInfo(size: 8, alignment: 8)
        case .int128, .unsignedInt128: return TypeLayoutInfo(size: 16, alignment: 16)
        case .longDouble: return target == .arm64 ? TypeLayoutInfo(size: 8, alignment: 8) : TypeLayoutInfo(size: 16, alignment: 16)
        }
    }

    /// Size and alignment of any complete type; nil for incomplete types (forward-declared
    /// structs, `void`, function types).
    func layout(_ t: CType) -> TypeLayoutInfo? { layout(t, open: []) }

    /// `open` lists the records being laid out around `t`. The parser refuses a record that
    /// holds itself by value (its type is incomplete inside its own braces); meeting one
    /// here anyway is answered as clang would see it, incomplete, not by recursing forever.
    private func layout(_ t: CType, open: [Int]) -> TypeLayoutInfo? {
        guard var info = naturalLayout(t, open: open) else { return nil }
        // `typedef T name __attribute__((aligned(N)))` sets the alignment, even lower, and
        // keeps the size.
        if let name = t.typedefName, let alignment = table.typedefAlignments[name] { info.alignment = alignment }
        return info
    }

    private func naturalLayout(_ t: CType, open: [Int]) -> TypeLayoutInfo? {
        switch t.kind {
        case .void, .function: return nil
        case .builtin(let b): return builtin(b)
        case .complex(let b):
            let e = builtin(b)
            return TypeLayoutInfo(size: 2 * e.size, alignment: e.alignment)
        case .pointer, .block, .object, .classType, .selector: return TypeLayoutInfo(size: 8, alignment: 8)
        case .vector(let b, let count):
            return Self.vectorLayout(elementSize: builtin(b).size, count: count)
        case .array(let element, let count):
            guard let e = layout(element, open: open) else { return nil }
            // A size that overflows is reported as "no layout" (the caller names the type).
            let (size, overflow) = e.size.multipliedReportingOverflow(by: count ?? 0)
            guard !overflow, size < Int.max / 16 else { return nil }
            return TypeLayoutInfo(size: size, alignment: e.alignment)
        case .enumeration(let i):
            guard table.enums.indices.contains(i) else { return nil }
            return builtin(table.enums[i].underlying)
        case .record(let i):
            guard !open.contains(i), let r = table.record(i), let fields = r.fields else { return nil }
            return recordLayout(fields, isUnion: r.isUnion, attributes: RecordAttributes(r), open: open + [i])?.info
        }
    }

    /// A vector is as large as its elements, rounded up to a power of two, and aligned to
    /// that size up to the target's largest vector alignment (16 bytes on both targets).
    static func vectorLayout(elementSize: Int, count: Int) -> TypeLayoutInfo? {
        let (bytes, overflow) = elementSize.multipliedReportingOverflow(by: count)
        guard !overflow, bytes > 0, bytes < Int.max / 16 else { return nil }
        var alignment = 1
        while alignment < bytes { alignment *= 2 }
        return TypeLayoutInfo(size: roundUp(bytes, alignment), alignment: min(alignment, 16))
    }

    /// What a record's own attributes and the `#pragma pack` at its definition change.
    struct RecordAttributes {
        var isPacked = false
        var alignment: Int?
        var maxFieldAlignment: Int?

        init() {}

        init(_ r: CRecord) {
            isPacked = r.isPacked
            alignment = r.alignment
            maxFieldAlignment = r.maxFieldAlignment
        }
    }

    struct RecordResult {
        var info: TypeLayoutInfo
        var placements: [FieldPlacement]
        /// Bits used up to the end of the last field (the "data size"), before tail padding.
        var dataBits: Int
    }

    /// Lays out fields starting at `startBits` (non-zero for an Objective-C class continuing
    /// after its superclass's data), returning placements, size and alignment.
    /// `byteAlignedStarts` lists fields that begin a new ivar container (an extension's or the
    /// implementation's ivar block): clang starts those on a byte boundary even when the
    /// previous container ended inside a bitfield's storage unit.
    ///
    /// Packing and alignment follow clang's Itanium record layout: a packed field's alignment
    /// is one byte (one bit for a bitfield), an `aligned` attribute raises it, and
    /// `#pragma pack(N)` caps the result — and stops bitfields from being moved to a fresh
    /// storage unit.
    func recordLayout(_ fields: [CField], isUnion: Bool, startBits: Int = 0, startAlignment: Int = 1,
                      byteAlignedStarts: Set<Int> = [], attributes: RecordAttributes = RecordAttributes(),
                      open: [Int] = []) -> RecordResult? {
        var offset = startBits
        var maxEnd = startBits
        var alignment = startAlignment
        var placements: [FieldPlacement] = []
        let maxAlignBits = attributes.maxFieldAlignment.map { $0 * 8 }
        for (index, f) in fields.enumerated() {
            if byteAlignedStarts.contains(index) { offset = roundUp(offset, 8) }
            guard let l = layout(f.type, open: open), offset < Int.max / 4 else { return nil }
            let unitBits = l.size * 8
            let packed = attributes.isPacked || f.isPacked
            let explicitBits = f.alignment.map { $0 * 8 }
            if let width = f.bitWidth {
                let at = isUnion ? startBits : offset
                if width == 0 {
                    // A zero-width bitfield closes the current unit: the next field starts at the
                    // type's alignment (packing and `#pragma pack` do not change that). On x86-64
                    // it does not raise the aggregate's alignment; on Apple arm64 it does.
                    let alignBits = max(l.alignment * 8, explicitBits ?? 0)
                    let next = roundUp(at, alignBits)
                    placements.append(FieldPlacement(bitOffset: next, bitWidth: 0))
                    if !isUnion { offset = next }
                    if target == .arm64 { alignment = max(alignment, alignBits / 8) }
                    maxEnd = max(maxEnd, next)
                    continue
                }
                var alignBits = packed ? 1 : l.alignment * 8
                if let e = explicitBits { alignBits = max(alignBits, e) }
                if let m = maxAlignBits {
                    let unpacked = min(max(l.alignment * 8, explicitBits ?? 0), m)
                    alignBits = packed ? unpacked : min(alignBits, m)
                }
                var place = at
                if maxAlignBits == nil, unitBits > 0, (place % alignBits) + width > unitBits {
                    // The field would straddle its storage unit: it starts the next one.
                    place = roundUp(place, alignBits)
                } else if let e = explicitBits, e <= (maxAlignBits ?? e) {
                    place = roundUp(place, e)
                }
                placements.append(FieldPlacement(bitOffset: place, bitWidth: width))
                // An unnamed bitfield does not align the aggregate on x86-64; on arm64 it does.
                if f.name != nil || target == .arm64 { alignment = max(alignment, alignBits / 8) }
                if !isUnion { offset = place + width }
                maxEnd = max(maxEnd, place + width)
            } else {
                var fieldAlignment = packed ? 1 : l.alignment
                if let a = f.alignment { fieldAlignment = max(fieldAlignment, a) }
                if let m = attributes.maxFieldAlignment { fieldAlignment = min(fieldAlignment, m) }
                let place = isUnion ? startBits : roundUp(offset, fieldAlignment * 8)
                placements.append(FieldPlacement(bitOffset: place, bitWidth: nil))
                alignment = max(alignment, fieldAlignment)
                if !isUnion { offset = place + unitBits }
                maxEnd = max(maxEnd, place + unitBits)
            }
        }
        if let a = attributes.alignment { alignment = max(alignment, a) }
        let dataBytes = (maxEnd + 7) / 8
        let size = roundUp(dataBytes, alignment)
        return RecordResult(info: TypeLayoutInfo(size: size, alignment: alignment), placements: placements, dataBits: dataBytes * 8)
    }

    /// The size clang charges a method argument in the frame offsets of a method encoding:
    /// integers at least `int`, arrays as pointers, nil (skipped) for incomplete types.
    func frameSize(_ t: CType) -> Int? {
        switch t.kind {
        case .array, .function: return 8
        default: break
        }
        guard let l = layout(t) else { return nil }
        switch t.kind {
        case .builtin(let b) where b.isInteger: return max(l.size, 4)
        case .enumeration: return max(l.size, 4)
        default: return l.size
        }
    }
}

func roundUp(_ value: Int, _ multiple: Int) -> Int {
    guard multiple > 1 else { return value }
    return (value + multiple - 1) / multiple * multiple
}

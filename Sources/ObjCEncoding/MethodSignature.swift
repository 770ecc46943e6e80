/// A method type encoding read into its parts: what `NSMethodSignature`,
/// `method_getNumberOfArguments` and `method_copyArgumentType` report.
///
/// Accepts `v24@0:8@16` (Apple, with frame offsets), `v@:` (no offsets), and the GNU forms
/// with register hints and negative offsets (`v12@+8:+12`, `v-8@0`). Each type is checked
/// and sized once while parsing; its tree is built only when `type` is asked for, so parsing
/// makes one allocation however many arguments there are.
public struct MethodSignature: Hashable, Sendable, CustomStringConvertible {
    /// One argument or the return value.
    public struct Argument: Hashable, Sendable {
        /// The type's encoding, exactly as written (qualifiers included, offset excluded).
        public let encoding: Substring
        /// The offset written after the type (the frame size, for the return value), or nil.
        public let offset: Int?
        /// True when the offset carried GNU's `+` register hint.
        public let isRegister: Bool
        /// The type's size in the host ABI, or nil when it has none (`?`, `{S}`).
        public let size: Int?
        /// The type's alignment, or nil.
        public let alignment: Int?

        /// The parsed type. Cannot fail: the signature parser checked the same text.
        public var type: ObjCType {
            (try? ObjCType.parse(String(encoding))) ?? .unknown
        }
    }

    /// The arguments in order, self and _cmd included. Elements are made on access.
    public struct Arguments: RandomAccessCollection, Hashable, Sendable {
        let signature: MethodSignature
        /// Index 0 is the first argument (the return value is excluded).
        public var startIndex: Int { 0 }
        /// One past the last argument.
        public var endIndex: Int { signature.slots.count - 1 }
        /// The argument at `i`.
        public subscript(i: Int) -> Argument { signature.argument(slot: i + 1) }
    }

    struct Slot: Hashable, Sendable {
        var typeStart: Int32
        var typeEnd: Int32
        var offset: Int
        var hasOffset: Bool
        var isRegister: Bool
        var size: Int
        var alignment: Int
    }

    /// The signature as given.
    public let text: String
    let slots: [Slot]

    /// Parses a method type encoding. The first type is the return type; the number after it
    /// is the frame size. Throws `EncodingError` with the byte offset of the problem.
    public static func parse(_ text: String) throws(EncodingError) -> MethodSignature {
        let slots = try withUTF8Bytes(text) { bytes -> Result<[Slot], EncodingError> in
            Result { () throws(EncodingError) -> [Slot] in try scanSlots(bytes, start: 0, end: bytes.count) }
        }.get()
        return MethodSignature(text: text, slots: slots)
    }

    /// Checks a sequence of types with optional offsets and records where each one is.
    static func scanSlots(_ bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) throws(EncodingError) -> [Slot] {
        if end - start > Int(Int32.max) {
            throw EncodingError(.overflow, at: start, "a method signature longer than 2 GiB")
        }
        var scanner = EncodingScanner(bytes: bytes, start: start, end: end, dialect: .automatic, builder: NoBuilder())
        if start == end { throw EncodingError(.truncated, at: end, "an empty method signature (at least a return type is needed)") }
        var slots: [Slot] = []
        slots.reserveCapacity(8)
        while scanner.pos < end {
            let typeStart = scanner.pos
            // Most arguments are one byte (`@`, `:`, `q`, `d`…): sized here, without entering
            // the scanner's general type function.
            let layout: TypeLayout?
            if let l = scanner.oneByteType() {
                layout = l
            } else {
                layout = try scanner.type(depth: 0).1
            }
            let typeEnd = scanner.pos
            var isRegister = false
            var negative = false
            if scanner.pos < end, bytes[scanner.pos] == UInt8(ascii: "+") { isRegister = true; scanner.pos += 1 }
            if scanner.pos < end, bytes[scanner.pos] == UInt8(ascii: "-") { negative = true; scanner.pos += 1 }
            let numberStart = scanner.pos
            let value = try scanner.number()
            if (isRegister || negative) && value == nil {
                if scanner.pos >= end {
                    throw EncodingError(.truncated, at: end, "the signature ends after a '+' or '-' that needs an offset")
                }
                throw EncodingError(.badNumber, at: numberStart, "an offset must follow '+' or '-'")
            }
            let size = layout?.size ?? -1
            slots.append(Slot(typeStart: Int32(typeStart), typeEnd: Int32(typeEnd),
                              offset: negative ? -(value ?? 0) : (value ?? 0), hasOffset: value != nil,
                              isRegister: isRegister, size: size, alignment: layout?.alignment ?? -1))
        }
        return slots
    }

    func argument(slot i: Int) -> Argument {
        let s = slots[i]
        let u = text.utf8
        let a = u.index(u.startIndex, offsetBy: Int(s.typeStart))
        let b = u.index(a, offsetBy: Int(s.typeEnd - s.typeStart))
        return Argument(encoding: text[a..<b], offset: s.hasOffset ? s.offset : nil, isRegister: s.isRegister,
                        size: s.size < 0 ? nil : s.size, alignment: s.alignment < 0 ? nil : s.alignment)
    }

    /// The return value (`offset` holds the frame size when written).
    public var returnValue: Argument { argument(slot: 0) }

    /// The return type, parsed.
    public var returnType: ObjCType { returnValue.type }

    /// The arguments, self and _cmd included.
    public var arguments: Arguments { Arguments(signature: self) }

    /// `method_getNumberOfArguments`: self and _cmd included.
    public var numberOfArguments: Int { slots.count - 1 }

    /// The frame size written after the return type, or nil when the signature has no offsets.
    public var frameSize: Int? { slots[0].hasOffset ? slots[0].offset : nil }

    /// The size of argument `i` without making an `Argument` (nil when it has none).
    public func argumentSize(at i: Int) -> Int? {
        guard i >= 0, i + 1 < slots.count, slots[i + 1].size >= 0 else { return nil }
        return slots[i + 1].size
    }

    /// The written offset of argument `i`, or nil.
    public func argumentOffset(at i: Int) -> Int? {
        guard i >= 0, i + 1 < slots.count, slots[i + 1].hasOffset else { return nil }
        return slots[i + 1].offset
    }

    /// The signature's text.
    public var description: String { text }
}

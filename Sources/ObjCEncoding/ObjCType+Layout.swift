/// Size and alignment of a tree, by the same rules the parsers use (`HostABI`,
/// `AggregateLayoutBuilder`).
extension ObjCType {
    /// Size and alignment in the host ABI, or nil when the type has none: `?`, an opaque
    /// struct or union (`{S}`), or a hand-built tree whose size overflows.
    public var layout: TypeLayout? { computeLayout() }

    /// `sizeof`, or nil (see `layout`). `void` is 0.
    public var size: Int? { layout?.size }

    /// `_Alignof`, or nil (see `layout`).
    public var alignment: Int? { layout?.alignment }

    func computeLayout() -> TypeLayout? {
        switch self {
        case .object, .block, .pointer:
            return HostABI.pointer
        case .char, .unsignedChar, .short, .unsignedShort, .int, .unsignedInt, .long,
             .unsignedLong, .longLong, .unsignedLongLong, .int128, .unsignedInt128, .float,
             .double, .longDouble, .bool, .void, .cString, .classObject, .selector, .unknown:
            return scalarCode?.layout
        case .array(let count, let element):
            guard count >= 0, let e = element.computeLayout() else { return nil }
            return HostABI.array(count, e)
        case .structure(_, let fields): return Self.aggregateLayout(fields, isUnion: false)
        case .union(_, let fields): return Self.aggregateLayout(fields, isUnion: true)
        case .bitfield(let bits, let offset, _):
            // Hand-built trees may hold numbers no parser would accept.
            guard bits >= 0, (offset ?? 0) >= 0 else { return nil }
            return HostABI.standaloneBitfield(bits: bits, offset: offset)
        case .complex(let t): return t.computeLayout().flatMap(HostABI.complex)
        case .atomic(let t): return t.computeLayout().map(HostABI.atomic)
        case .qualified(_, let t): return t.computeLayout()
        }
    }

    static func aggregateLayout(_ fields: [Field]?, isUnion: Bool) -> TypeLayout? {
        guard let fields else { return nil }
        var b = AggregateLayoutBuilder(isUnion: isUnion)
        for f in fields {
            if case .bitfield(let bits, let offset, _) = f.type, bits < 0 || (offset ?? 0) < 0 { return nil }
            switch f.type {
            case .bitfield(let bits, let offset?, let base?):
                guard let baseLayout = base.computeLayout() else { return nil }
                b.addGNUBitfield(offset: offset, bits: bits, base: baseLayout)
            case .bitfield(let bits, _, _):
                b.addAppleBitfield(bits: bits)
            default:
                b.add(f.type.computeLayout())
            }
        }
        return b.finish()
    }
}

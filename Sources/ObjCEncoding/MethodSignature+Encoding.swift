/// Writing method type encodings the way clang does, for code that declares methods from
/// types (the header front-end, class builders).
extension MethodSignature {
    /// The bytes an argument of this type takes in clang's frame offsets
    /// (`ASTContext::getObjCEncodingTypeSize`): integers narrower than `int` count as `int`,
    /// arrays count as pointers, types without a size count as 0. An `_Atomic` integer is not
    /// widened: clang writes `- (void)m:(_Atomic char)c x:(int)i` as `v21@0:8Ac16i17`.
    public static func frameBytes(of type: ObjCType) -> Int {
        let atomic = type.isAtomic
        let type = type.unqualified
        if !atomic, let row = type.scalarCode, row.isInteger, let size = row.size, let intSize = ScalarTypeCode.int.size,
           size < intSize {
            return intSize
        }
        if case .array = type { return HostABI.pointer.size }
        return type.size ?? 0
    }

    /// The method type encoding clang writes for a method returning `returnType` and taking
    /// `parameters` after the implicit self and _cmd: `v24@0:8@16` for `- (void)set:(id)x`.
    ///
    /// `selfType` is the first argument's type; clang writes `@` for instance and class
    /// methods alike, so only tools that want another spelling pass it.
    public static func clangEncoding(returning returnType: ObjCType, parameters: [ObjCType],
                                     selfType: ObjCType = .object(className: nil, protocols: [])) -> String {
        let pointerSize = HostABI.pointer.size
        var frame = 2 * pointerSize
        for p in parameters { frame += frameBytes(of: p) }
        var out = returnType.encoding + String(frame) + selfType.encoding + "0" + ":" + String(pointerSize)
        var offset = 2 * pointerSize
        for p in parameters {
            out += p.encoding + String(offset)
            offset += frameBytes(of: p)
        }
        return out
    }
}

extension ObjCType {
    /// The method-type qualifiers in front of the type (`rn@` → const, in), in encoding order;
    /// empty for an unqualified type.
    public var qualifiers: [Qualifier] {
        if case .qualified(let outer, let inner) = self { return outer + inner.qualifiers }
        return []
    }
}

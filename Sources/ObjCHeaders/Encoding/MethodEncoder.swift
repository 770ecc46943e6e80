/// Method type encodings with frame offsets, as clang's `getObjCEncodingForMethodDecl`
/// writes them: return type, total frame size, `@0:8` for `self` and `_cmd`, then each
/// argument's encoding and offset. Offsets start at twice the pointer size; each argument
/// takes its size, integers at least `sizeof(int)`, arrays and functions a pointer. Offsets
/// are not aligned (a 3-byte struct moves the next argument by 3).
struct MethodEncoder {
    let encoder: TypeEncoder
    let layout: CTypeLayout

    static let pointerSize = 8

    /// The encoding of a method returning `result` and taking `parameters`.
    func encode(result: CType, resultQualifiers: MethodQualifiers = [],
                parameters: [(type: CType, qualifiers: MethodQualifiers)]) -> String {
        var s = resultQualifiers.encoding
        encoder.encode(result, .methodParameter, into: &s)
        var frame = 2 * Self.pointerSize
        for p in parameters { frame += layout.frameSize(decayed(p.type)) ?? 0 }
        s += "\(frame)@0:\(Self.pointerSize)"
        var offset = 2 * Self.pointerSize
        for p in parameters {
            s += p.qualifiers.encoding
            // clang encodes a parameter with its declared type, except that an array of
            // unknown size and a function type are encoded as the pointers they decay to.
            var t = p.type
            if case .array(_, nil) = t.kind { t = decayed(t) }
            if case .function = t.kind { t = decayed(t) }
            encoder.encode(t, .methodParameter, into: &s)
            s += "\(offset)"
            offset += layout.frameSize(t) ?? 0
        }
        return s
    }

    /// The encoding of a declared method.
    func encode(_ m: MethodDecl) -> String {
        encode(result: m.returnType, resultQualifiers: m.returnQualifiers,
               parameters: m.parameters.map { ($0.type, $0.qualifiers) })
    }

    /// A parameter's type after array-to-pointer and function-to-pointer decay.
    func decayed(_ t: CType) -> CType {
        switch t.kind {
        case .array(let element, _): return CType(.pointer(element))
        case .function: return CType(.pointer(t))
        default: return t
        }
    }
}

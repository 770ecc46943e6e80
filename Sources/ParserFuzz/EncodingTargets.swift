// The ObjCEncoding parsers under the fuzzer: type encodings (the tree parser and the fast
// layout path), method signatures (and the libffi layout made from them), property
// attribute strings, and the CLI reports built on all three.
import ObjCEncoding
import ObjCRuntime

/// `encoding`: the tree parser and the fast layout path must agree on every input — same
/// layout, or the same error at the same offset — and a parsed type must print back to an
/// encoding that parses to the same tree.
func fuzzTypeEncoding(_ input: String) {
    let tree = Result { () throws(EncodingError) -> ObjCType in try ObjCType.parse(input) }
    let fast = Result { () throws(EncodingError) -> TypeLayout? in try ObjCType.layout(ofEncoding: input) }
    switch (tree, fast) {
    case (.success(let t), .success(let layout)):
        fuzzCheck(t.layout == layout, "tree and fast layout differ")
        let printed = t.encoding
        fuzzCheck((try? ObjCType.parse(printed)) == t, "printing does not round-trip")
        _ = t.description
    case (.failure(let a), .failure(let b)):
        fuzzCheck(a.kind == b.kind && a.offset == b.offset, "tree and fast errors differ")
        fuzzCheck(a.offset >= 0 && a.offset <= input.utf8.count, "error offset out of range")
    default:
        fuzzCheck(false, "tree parser and fast path disagree on validity")
    }
    for dialect in [ObjCType.Dialect.apple, .gnu] { _ = try? ObjCType.parse(input, dialect: dialect) }
    _ = ToolReport.encoding(input)
}

/// `signature`: a parsed signature's arguments are consistent, and the call layout made from
/// it (the C cif builder in `CSupport/LibffiGlue/ffi_types.c`) either succeeds or names a typed reason.
func fuzzMethodSignature(_ input: String) {
    do {
        let s = try MethodSignature.parse(input)
        fuzzCheck(s.arguments.count == s.numberOfArguments, "argument count")
        for a in s.arguments { fuzzCheck(a.size == a.type.size, "argument size") }
        _ = s.returnType
        _ = s.frameSize
        // Typed errors only: InvocationError is the one type this initializer throws.
        _ = try? Invocation(implementation: nil, types: input)
    } catch {
        fuzzCheck(error.offset >= 0 && error.offset <= input.utf8.count, "error offset out of range")
    }
    _ = ToolReport.signature(input)
}

/// `attributes`: a parsed attribute string's canonical form parses back to the same value.
func fuzzPropertyAttributes(_ input: String) {
    if let a = try? PropertyAttributes.parse(input) {
        fuzzCheck((try? PropertyAttributes.parse(a.canonical)) == a, "attribute canonical form does not re-parse")
    }
    _ = ToolReport.attributes(input)
}

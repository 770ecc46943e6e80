import ObjCEncoding
import ObjCRuntime

// @unchecked: the only non-Sendable field is `implementation`, an immutable code address.
/// One method of a class (YYModel's `YYClassMethodInfo`).
public struct MethodInfo: Hashable, @unchecked Sendable {
    /// The runtime record.
    public let method: Method
    /// The selector's name.
    public let name: String
    /// The selector.
    public let selector: Selector
    /// The implementation when the info was read.
    public let implementation: IMP
    /// The full type encoding (`v24@0:8@16`).
    public let typeEncoding: String
    /// The return type's encoding; nil when the type string does not parse.
    public let returnTypeEncoding: String?
    /// Each argument's encoding, `self` and `_cmd` included; empty when it does not parse.
    public let argumentTypeEncodings: [String]
    /// The return type, parsed, with its qualifiers (`oneway void` is `.qualified([.oneway], .void)`).
    public let returnType: ObjCType?
    /// Each argument's type, parsed, with its method-type qualifiers and `const` as
    /// `ObjCType.qualified` — what YYModel's `YYEncodingGetType` reports in its qualifier bits
    /// (`in`, `out`, `inout`, `bycopy`, `byref`, `oneway`, `const`); empty when the type string
    /// does not parse.
    public let argumentTypes: [ObjCType]

    /// The qualifiers of argument `index` (`self` is 0, `_cmd` 1, the first parameter 2);
    /// empty past the last argument.
    public func qualifiers(ofArgument index: Int) -> [ObjCType.Qualifier] {
        argumentTypes.indices.contains(index) ? argumentTypes[index].qualifiers : []
    }

    init(_ method: Method) {
        self.method = method
        selector = method.selector
        name = selector.name
        implementation = method.implementation
        typeEncoding = method.typeEncoding
        if let signature = try? MethodSignature.parse(typeEncoding) {
            returnTypeEncoding = String(signature.returnValue.encoding)
            argumentTypeEncodings = signature.arguments.map { String($0.encoding) }
            returnType = signature.returnValue.type
            argumentTypes = signature.arguments.map(\.type)
        } else {
            returnTypeEncoding = nil
            argumentTypeEncodings = []
            returnType = nil
            argumentTypes = []
        }
    }
}

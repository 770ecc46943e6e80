internal import CRuntimeCore

/// A protocol: declared methods (required / optional, instance / class), properties, and
/// inherited protocols. Build one with `ObjCProtocol.Builder`.
public struct ObjCProtocol: Hashable, @unchecked Sendable, CustomStringConvertible {
    @usableFromInline let raw: OpaquePointer

    @usableFromInline init(raw: OpaquePointer) { self.raw = raw }

    /// The registered protocol named `name`.
    /// - Throws: `unknownProtocol`.
    public static func named(_ name: String) throws -> ObjCProtocol {
        guard let p = name.withCString({ rt_objc_getProtocol($0) }) else {
            throw ObjCError.unknownProtocol(name: name)
        }
        return ObjCProtocol(raw: p)
    }

    /// Every registered protocol.
    public static var all: [ObjCProtocol] {
        takeList({ rt_objc_copyProtocolList($0) }) { ObjCProtocol(raw: $0!) }
    }

    /// Low level: the protocol's object pointer (what `-conformsToProtocol:` takes).
    public var pointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(raw) }

    /// The protocol's name, as given to `Builder(name:)`.
    public var name: String { cString(rt_protocol_getName(raw)) ?? "" }
    public var description: String { name }
    /// Whether `Builder.register()` has run: an unregistered protocol can still gain
    /// declarations and is not found by `named(_:)`.
    public var isRegistered: Bool { rt_protocol_isRegistered(raw) }

    /// Whether this protocol is `other` or inherits it.
    public func conforms(to other: ObjCProtocol) -> Bool { rt_protocol_conformsToProtocol(raw, other.raw) }

    /// Directly inherited protocols.
    public var inheritedProtocols: [ObjCProtocol] {
        takeList({ rt_protocol_copyProtocolList(raw, $0) }) { ObjCProtocol(raw: $0!) }
    }

    /// A declared method: selector and raw type encoding.
    public struct MethodDescription: Hashable, Sendable {
        /// The declared method's selector.
        public let selector: Selector
        /// The method's raw type encoding (`v16@0:8`), as passed to `Builder.addMethod`.
        public let types: String
    }

    /// The methods of one kind declared by this protocol itself.
    public func methodDescriptions(required: Bool, instance: Bool) -> [MethodDescription] {
        takeList({ rt_protocol_copyMethodDescriptionList(raw, required, instance, $0) }) {
            MethodDescription(selector: Selector(raw: $0.name), types: cString($0.types) ?? "")
        }
    }

    /// One declared method, inherited protocols searched too.
    public func methodDescription(for sel: Selector, required: Bool, instance: Bool) -> MethodDescription? {
        let d = rt_protocol_getMethodDescription(raw, sel.raw, required, instance)
        guard let name = d.name else { return nil }
        return MethodDescription(selector: Selector(raw: name), types: cString(d.types) ?? "")
    }

    /// Declared properties of one kind.
    public func properties(required: Bool = true, instance: Bool = true) -> [Property] {
        takeList({ rt_protocol_copyPropertyList(raw, required, instance, $0) }) { Property(raw: $0!) }
    }

    /// Builds a protocol: add declarations, then `register()`.
    public final class Builder: @unchecked Sendable {
        /// The protocol under construction; usable (e.g. in `conforms(to:)`) before `register()`.
        public let proto: ObjCProtocol

        /// - Throws: `duplicateProtocol` when the name is taken, `invalidArgument` when empty.
        public init(name: String) throws {
            guard !name.isEmpty else { throw ObjCError.invalidArgument("a protocol needs a name") }
            guard let p = name.withCString({ rt_objc_allocateProtocol($0) }) else {
                throw ObjCError.duplicateProtocol(name: name)
            }
            proto = ObjCProtocol(raw: p)
        }

        /// Declares a method.
        @discardableResult
        public func addMethod(_ sel: Selector, types: String, required: Bool = true,
                              instance: Bool = true) throws -> Builder {
            try check(types.withCString { rt_protocol_addMethodDescription(proto.raw, sel.raw, $0, required, instance) })
            return self
        }

        /// Declares a property.
        @discardableResult
        public func addProperty(_ name: String, attributes: String, required: Bool = true,
                                instance: Bool = true) throws -> Builder {
            try check(name.withCString { n in
                attributes.withCString { rt_protocol_addProperty(proto.raw, n, $0, required, instance) }
            })
            return self
        }

        /// Inherits another protocol.
        @discardableResult
        public func addProtocol(_ other: ObjCProtocol) throws -> Builder {
            try check(rt_protocol_addProtocol(proto.raw, other.raw))
            return self
        }

        /// Registers the protocol; it is immutable afterwards.
        @discardableResult
        public func register() throws -> ObjCProtocol {
            try check(rt_objc_registerProtocol(proto.raw))
            return proto
        }

        private func check(_ st: rt_status) throws {
            switch st {
            case RT_OK: return
            case RT_ERR_PROTOCOL_REGISTERED: throw ObjCError.protocolAlreadyRegistered(name: proto.name)
            default: throw ObjCError.invalidArgument("protocol \(proto.name): empty name or missing value")
            }
        }
    }
}

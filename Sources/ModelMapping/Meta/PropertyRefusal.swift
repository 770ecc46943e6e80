import ObjCEncoding

/// Why a property with both accessors is left out of mapping, copying, hashing, describing and
/// archiving (``ModelMeta/unsupportedProperties``): calling its accessors could not be done
/// soundly. The property's class still maps its other properties.
public enum PropertyRefusal: Hashable, Sendable, CustomStringConvertible {
    /// The type encoding is one the mapper cannot set or read (bitfields, `__int128`,
    /// `_Complex`, an encoding that does not parse).
    case unsupportedType(encoding: String)
    /// An accessor takes or returns another C type than the attribute string says (only a
    /// hand-built class can have one): calling it with the property's type would be a wrong C
    /// call. The text says which accessor and both types.
    case accessorMismatch(String)
    /// An object getter whose name is in an owned-result family (`copy`, `newTitle`,
    /// `mutableCopyItems`, `initHost`): by Cocoa's convention it returns a retained object, but
    /// a synthesized getter — or one declared `objc_method_family(none)` — returns it
    /// unretained, and the runtime cannot tell which: releasing the result could free a value
    /// the model still holds, keeping it could leak. clang refuses to synthesize such a getter
    /// (except in the `init` family); the header front-end refuses it too.
    case ownedResultGetter(getter: String, family: MethodFamily)

    /// The reason in words.
    public var description: String {
        switch self {
        case .unsupportedType(let encoding): return "type \(encoding) cannot be mapped"
        case .accessorMismatch(let message): return message
        case .ownedResultGetter(let getter, let family):
            return "getter \(getter) is in the \(family.rawValue) family: whether it returns a retained object "
                + "cannot be known at run time; give the property a getter= name outside the alloc, copy, "
                + "mutableCopy, new and init families"
        }
    }
}

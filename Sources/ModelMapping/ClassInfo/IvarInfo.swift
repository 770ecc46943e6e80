import ObjCEncoding
import ObjCRuntime

/// One instance variable of a class (YYModel's `YYClassIvarInfo`).
public struct IvarInfo: Hashable, Sendable {
    /// The runtime record.
    public let ivar: Ivar
    /// The ivar's name (`_name`).
    public let name: String
    /// Its byte offset from the start of the object.
    public let offset: Int
    /// Its type encoding as the runtime keeps it (may carry field names).
    public let typeEncoding: String
    /// The parsed encoding; nil when it does not parse.
    public let type: ObjCType?

    init(_ ivar: Ivar) {
        self.ivar = ivar
        name = ivar.name
        offset = ivar.offset
        typeEncoding = ivar.typeEncoding
        type = try? ObjCType.parse(ivar.typeEncoding)
    }
}

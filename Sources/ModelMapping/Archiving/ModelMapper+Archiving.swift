import ObjCRuntime

extension ModelMapper {
    /// The root object of a keyed archive (`+[NSKeyedUnarchiver unarchiveObjectWithData:]`).
    /// - Throws: as ``ObjCRuntime/ObjCClass/model(fromArchive:)``.
    package static func unarchive(_ archive: BridgedValue) throws -> ObjCObject {
        try autoreleasepool { try ModelUnarchiver.unarchive(archive).takeRetainedObject() }
    }
}

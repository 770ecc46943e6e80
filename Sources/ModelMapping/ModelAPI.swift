import ObjCRuntime

// YYModel's category methods under Swift names: `+yy_modelWithJSON:` is `model(withJSON:)`,
// `-yy_modelToJSONString` is `toJSONString()`, and so on (the full table is in
// Docs/ModelMapping.md). Each forwards to ``ModelMapper`` or ``ModelObjectMethods``.

extension ObjCClass {
    /// `+yy_modelWithDictionary:` with an NSDictionary; `+yy_modelWithJSON:` with an NSString
    /// or NSData holding a JSON object.
    public func model(with json: ObjCObject) throws -> ObjCObject {
        try ModelMapper.model(of: self, with: json)
    }

    /// `+yy_modelWithDictionary:` with a Swift dictionary value.
    public func model(with dictionary: BridgedValue) throws -> ObjCObject {
        try ModelMapper.model(of: self, with: dictionary)
    }

    /// `+yy_modelWithJSON:` with JSON text.
    public func model(withJSON text: String) throws -> ObjCObject {
        try ModelMapper.model(of: self, withJSON: text)
    }

    /// `+yy_modelWithJSON:` with JSON bytes (NSData).
    public func model(withJSONData bytes: [UInt8]) throws -> ObjCObject {
        try ModelMapper.model(of: self, withJSONData: bytes)
    }

    /// `+[NSArray yy_modelArrayWithClass:json:]`: models of this class from a JSON array.
    public func modelArray(withJSON text: String) throws -> [ObjCObject] {
        try ModelMapper.models(of: self, withJSON: text)
    }

    /// `+[NSArray yy_modelArrayWithClass:json:]` with JSON bytes (NSData).
    public func modelArray(withJSONData bytes: [UInt8]) throws -> [ObjCObject] {
        try ModelMapper.models(of: self, withJSONData: bytes)
    }

    /// `+[NSArray yy_modelArrayWithClass:json:]` with an NSArray, or an NSString or NSData
    /// holding a JSON array.
    public func modelArray(with json: ObjCObject) throws -> [ObjCObject] {
        try ModelMapper.models(of: self, with: json)
    }

    /// `+[NSDictionary yy_modelDictionaryWithClass:json:]`: models of this class from a JSON
    /// object's values.
    public func modelDictionary(withJSON text: String) throws -> [String: ObjCObject] {
        try ModelMapper.modelDictionary(of: self, withJSON: text)
    }

    /// `+[NSDictionary yy_modelDictionaryWithClass:json:]` with JSON bytes (NSData).
    public func modelDictionary(withJSONData bytes: [UInt8]) throws -> [String: ObjCObject] {
        try ModelMapper.modelDictionary(of: self, withJSONData: bytes)
    }

    /// `+[NSDictionary yy_modelDictionaryWithClass:json:]` with an NSDictionary, or an NSString
    /// or NSData holding a JSON object.
    public func modelDictionary(with json: ObjCObject) throws -> [String: ObjCObject] {
        try ModelMapper.modelDictionary(of: self, with: json)
    }
}

extension ObjCObject {
    /// `-yy_modelSetWithDictionary:` with an NSDictionary; `-yy_modelSetWithJSON:` with an
    /// NSString or NSData holding a JSON object.
    public func setModel(with json: ObjCObject) throws {
        try ModelMapper.setModel(self, with: json)
    }

    /// `-yy_modelSetWithDictionary:` with a Swift dictionary value.
    public func setModel(with dictionary: BridgedValue) throws {
        try ModelMapper.setModel(self, with: dictionary)
    }

    /// `-yy_modelSetWithJSON:` with JSON text.
    public func setModel(withJSON text: String) throws {
        try ModelMapper.setModel(self, withJSON: text)
    }

    /// `-yy_modelSetWithJSON:` with JSON bytes (NSData).
    public func setModel(withJSONData bytes: [UInt8]) throws {
        try ModelMapper.setModel(self, withJSONData: bytes)
    }

    /// `-yy_modelToJSONObject`, as a Swift value.
    public func toJSONObject() throws -> BridgedValue {
        try ModelMapper.jsonObject(of: self)
    }

    /// `-yy_modelToJSONString`, keys sorted.
    public func toJSONString(pretty: Bool = false) throws -> String {
        try ModelMapper.jsonString(of: self, pretty: pretty)
    }

    /// `-yy_modelToJSONData`: the JSON text's UTF-8 bytes.
    public func toJSONData(pretty: Bool = false) throws -> [UInt8] {
        try ModelMapper.jsonData(of: self, pretty: pretty)
    }
}

extension ObjCObject {
    /// `-yy_modelCopy`: a new instance with every property copied through the accessors
    /// (objects shared, not copied); Foundation objects answer `-copy`.
    public func modelCopy() throws -> ObjCObject {
        try autoreleasepool { try ModelCopying.copy(unmanaged).takeRetainedObject() }
    }

    /// `-yy_modelHash`: the XOR of the properties' hashes (numbers and structs boxed).
    public func modelHash() throws -> Int {
        try autoreleasepool { try ModelCopying.hash(unmanaged) }
    }

    /// `-yy_modelIsEqual:`: the same class and pairwise equal properties.
    public func modelIsEqual(_ other: ObjCObject?) throws -> Bool {
        try autoreleasepool { try withExtendedLifetime(other) { try ModelCopying.isEqual(unmanaged, other?.unmanaged) } }
    }

    /// `-yy_modelDescription`: the class, address and each property, sorted by name.
    public func modelDescription() -> String {
        autoreleasepool {
            var describer = ModelDescription()
            return describer.describe(unmanaged)
        }
    }

    /// `-yy_modelEncodeWithCoder:` under `NSKeyedArchiver`: the keyed archive of this object
    /// as a property-list value (write it with any plist writer).
    /// - Throws: ``ModelMappingError/cycle(className:)``, `.nestingTooDeep`, `.runtime`.
    public func modelArchive() throws -> BridgedValue {
        try autoreleasepool { try ModelArchiver.archive(unmanaged) }
    }
}

extension ObjCClass {
    /// `-yy_modelInitWithCoder:` under `NSKeyedUnarchiver`: the archive's root object, which
    /// must be an instance of this class (or a subclass).
    /// - Throws: ``ModelMappingError/invalidArchive(_:)`` for a malformed archive or a root of
    ///   another class, `.nestingTooDeep`, `.runtime`.
    public func model(fromArchive archive: BridgedValue) throws -> ObjCObject {
        let root = try ModelMapper.unarchive(archive)
        guard root.isKind(of: self) else {
            throw ModelMappingError.invalidArchive("the root object is a \(root.className), not a \(name)")
        }
        return root
    }
}

extension ModelMapper {
    /// The root object of a keyed archive (`+[NSKeyedUnarchiver unarchiveObjectWithData:]`).
    /// - Throws: as ``ObjCRuntime/ObjCClass/model(fromArchive:)``.
    public static func unarchive(_ archive: BridgedValue) throws -> ObjCObject {
        try autoreleasepool { try ModelUnarchiver.unarchive(archive).takeRetainedObject() }
    }
}

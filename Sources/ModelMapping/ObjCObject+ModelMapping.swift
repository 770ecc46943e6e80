import ObjCRuntime

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

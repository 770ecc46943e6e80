import ObjCRuntime

// YYModel's category methods under Swift names: `+yy_modelWithJSON:` is `model(withJSON:)`,
// `-yy_modelToJSONString` is `toJSONString()`, and so on (the full table is in
// Docs/ModelMapping.md). Each forwards to ``ModelMapper`` or ``ModelObjectMethods``.

extension ObjCClass {
    /// `+yy_modelWithDictionary:` with an NSDictionary.
    public func model(with dictionary: ObjCObject) throws -> ObjCObject {
        try ModelMapper.model(of: self, with: dictionary)
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

    /// `+[NSArray yy_modelArrayWithClass:json:]` with an NSArray.
    public func modelArray(with array: ObjCObject) throws -> [ObjCObject] {
        try ModelMapper.models(of: self, with: array)
    }

    /// `+[NSDictionary yy_modelDictionaryWithClass:json:]`: models of this class from a JSON
    /// object's values.
    public func modelDictionary(withJSON text: String) throws -> [String: ObjCObject] {
        try ModelMapper.modelDictionary(of: self, withJSON: text)
    }

    /// `+[NSDictionary yy_modelDictionaryWithClass:json:]` with an NSDictionary.
    public func modelDictionary(with dictionary: ObjCObject) throws -> [String: ObjCObject] {
        try ModelMapper.modelDictionary(of: self, with: dictionary)
    }
}

extension ObjCObject {
    /// `-yy_modelSetWithDictionary:` with an NSDictionary.
    public func setModel(with dictionary: ObjCObject) throws {
        try ModelMapper.setModel(self, with: dictionary)
    }

    /// `-yy_modelSetWithDictionary:` with a Swift dictionary value.
    public func setModel(with dictionary: BridgedValue) throws {
        try ModelMapper.setModel(self, with: dictionary)
    }

    /// `-yy_modelSetWithJSON:`.
    public func setModel(withJSON text: String) throws {
        try ModelMapper.setModel(self, withJSON: text)
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

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

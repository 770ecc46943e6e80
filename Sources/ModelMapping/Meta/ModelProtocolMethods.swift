import ObjCEncoding
import ObjCRuntime

/// The eight methods of YYModel's `YYModel` protocol, as a model class may implement them
/// (with `ClassBuilder`, `class_addMethod` and a closure IMP or a C function, a category …).
enum ModelHook: CaseIterable, Sendable {
    case propertyMapper, blacklist, whitelist, genericClasses, customClass
    case willTransform, transformFrom, transformTo

    /// What a method must return, in the protocol's declaration.
    enum Returns { case object, classOrObject, bool }

    var selector: Selector {
        switch self {
        case .propertyMapper: return HookSelectors.propertyMapper
        case .blacklist: return HookSelectors.blacklist
        case .whitelist: return HookSelectors.whitelist
        case .genericClasses: return HookSelectors.genericClasses
        case .customClass: return HookSelectors.customClass
        case .willTransform: return HookSelectors.willTransform
        case .transformFrom: return HookSelectors.transformFrom
        case .transformTo: return HookSelectors.transformTo
        }
    }

    /// YYModel asks the class for the first five (`+respondsToSelector:`), instances for the rest
    /// (`+instancesRespondToSelector:`).
    var isClassMethod: Bool {
        switch self {
        case .propertyMapper, .blacklist, .whitelist, .genericClasses, .customClass: return true
        case .willTransform, .transformFrom, .transformTo: return false
        }
    }

    var returns: Returns {
        switch self {
        case .customClass: return .classOrObject
        case .transformFrom, .transformTo: return .bool
        default: return .object
        }
    }

    /// Whether the method takes the dictionary as its one argument.
    var takesDictionary: Bool { self == .customClass || !isClassMethod }

    /// The protocol's declaration, for messages.
    var declaration: String {
        switch self {
        case .propertyMapper: return "+ (NSDictionary *)modelCustomPropertyMapper"
        case .blacklist: return "+ (NSArray *)modelPropertyBlacklist"
        case .whitelist: return "+ (NSArray *)modelPropertyWhitelist"
        case .genericClasses: return "+ (NSDictionary *)modelContainerPropertyGenericClass"
        case .customClass: return "+ (Class)modelCustomClassForDictionary:(NSDictionary *)dictionary"
        case .willTransform: return "- (NSDictionary *)modelCustomWillTransformFromDictionary:(NSDictionary *)dic"
        case .transformFrom: return "- (BOOL)modelCustomTransformFromDictionary:(NSDictionary *)dic"
        case .transformTo: return "- (BOOL)modelCustomTransformToDictionary:(NSMutableDictionary *)dic"
        }
    }

    /// `+[Book modelPropertyBlacklist]`.
    func name(in cls: ObjCClass) -> String { "\(isClassMethod ? "+" : "-")[\(cls.name) \(selector.name)]" }
}

/// Interned once: a meta build asks for all eight.
private enum HookSelectors {
    static let propertyMapper = Selector("modelCustomPropertyMapper")
    static let blacklist = Selector("modelPropertyBlacklist")
    static let whitelist = Selector("modelPropertyWhitelist")
    static let genericClasses = Selector("modelContainerPropertyGenericClass")
    static let customClass = Selector("modelCustomClassForDictionary:")
    static let willTransform = Selector("modelCustomWillTransformFromDictionary:")
    static let transformFrom = Selector("modelCustomTransformFromDictionary:")
    static let transformTo = Selector("modelCustomTransformToDictionary:")
}

/// A class's answers to the `YYModel` protocol from its own runtime methods, asked as
/// `_YYModelMeta -initWithClass:` asks them: the four class-method answers once, when the meta
/// is built; the custom-class method and the three instance methods become closures that send
/// the message each time a dictionary or model needs it.
///
/// Each method's type encoding is checked against the protocol's declaration before it is
/// called, so a method of another shape is an error instead of a call with the wrong C
/// signature. Answers are checked as YYModel uses them: what YYModel skips is skipped (a nil
/// answer, a key that is not a string, a generic class that is neither a class nor a name,
/// an unknown class name), what it would crash on is an error
/// (``ModelMappingError/invalidCustomization(_:)``), and a method that raises is a
/// ``ModelMappingError/runtime(_:)`` error.
enum ModelProtocolMethods {
    /// Whether `cls` answers the hook: `+respondsToSelector:` / `+instancesRespondToSelector:`
    /// (dynamic resolution included, forwarding not).
    static func responds(_ cls: ObjCClass, to hook: ModelHook) -> Bool {
        (hook.isClassMethod ? cls.metaclass : cls).instancesRespond(to: hook.selector)
    }

    /// Whether one of the first `levels` classes of `cls`'s chain (`cls` itself first) has the
    /// hook's method in its own method list — an override of anything higher up.
    static func isImplemented(_ hook: ModelHook, in cls: ObjCClass, withinLevels levels: Int) -> Bool {
        var current: ObjCClass? = hook.isClassMethod ? cls.metaclass : cls
        for _ in 0..<levels {
            guard let c = current else { return false }
            if c.methods.contains(where: { $0.selector == hook.selector }) { return true }
            current = c.superclass
        }
        return false
    }

    /// Puts the class's answer for `hook` into `customization` (replacing that part).
    /// - Throws: ``ModelMappingError/invalidCustomization(_:)`` for a method of the wrong shape
    ///   or an answer YYModel could not use; `.runtime` for a method that raised.
    static func read(_ hook: ModelHook, of cls: ObjCClass, into customization: inout ModelCustomization) throws {
        try checkSignature(of: hook, in: cls)
        let sel = hook.selector
        switch hook {
        case .propertyMapper:
            customization.propertyMapper = try classAnswer(hook, of: cls).map { try propertyMapper($0, hook, cls) } ?? [:]
        case .blacklist:
            customization.blacklist = try classAnswer(hook, of: cls).map { try propertyNames($0, hook, cls) }
        case .whitelist:
            customization.whitelist = try classAnswer(hook, of: cls).map { try propertyNames($0, hook, cls) }
        case .genericClasses:
            customization.genericClasses = try classAnswer(hook, of: cls).map { try genericClasses($0, hook, cls) } ?? [:]
        case .customClass:
            customization.customClassForDictionary = { dictionary in
                try customClass(try cls.send(sel, dictionary), hook, cls)
            }
        case .willTransform:
            // Anything but a dictionary refuses the input, as in YYModel (checked by the decoder).
            customization.willTransformFromDictionary = { model, dictionary in try model.send(sel, dictionary) }
        case .transformFrom:
            customization.transformFromDictionary = { model, dictionary in try model.send(sel, dictionary, as: Bool.self) }
        case .transformTo:
            customization.transformToDictionary = { model, dictionary in try model.send(sel, dictionary, as: Bool.self) }
        }
    }

    // MARK: - Checking the methods and their answers

    private static func checkSignature(of hook: ModelHook, in cls: ObjCClass) throws {
        let found = hook.isClassMethod ? cls.classMethod(for: hook.selector) : cls.instanceMethod(for: hook.selector)
        guard let method = found else {
            throw ModelMappingError.invalidCustomization("\(hook.name(in: cls)) answers respondsToSelector: but has no method")
        }
        let types = method.typeEncoding
        func refuse() -> ModelMappingError {
            .invalidCustomization("\(hook.name(in: cls)) has the type encoding \"\(types)\"; YYModel declares \(hook.declaration)")
        }
        guard let signature = try? MethodSignature.parse(types) else { throw refuse() }
        let arguments = signature.arguments
        guard arguments.count == (hook.takesDictionary ? 3 : 2) else { throw refuse() }
        if hook.takesDictionary {
            guard let argument = try? ObjCType.parse(String(arguments[2].encoding)), case .object = argument.unqualified
            else { throw refuse() }
        }
        guard let returned = try? ObjCType.parse(String(signature.returnValue.encoding)) else { throw refuse() }
        switch (hook.returns, returned.unqualified) {
        case (.object, .object), (.classOrObject, .object), (.classOrObject, .classObject): return
        case (.bool, .char), (.bool, .unsignedChar), (.bool, .bool): return
        default: throw refuse()
        }
    }

    private static func classAnswer(_ hook: ModelHook, of cls: ObjCClass) throws -> ObjCObject? {
        try runtime(hook.name(in: cls)) { try cls.send(hook.selector) }
    }

    /// `{name: "key" | "key.path" | ["key", "other.key"]}`. As YYModel reads it: a key that is
    /// not a string names no property; a value that is neither a string nor an array maps the
    /// property nowhere (YYModel takes it out of the mapping before looking at the value), and
    /// the non-strings in an array are skipped.
    private static func propertyMapper(_ answer: ObjCObject, _ hook: ModelHook, _ cls: ObjCClass) throws -> [String: ModelKey] {
        guard let entries = answer.dictionaryEntries else {
            throw wrongKind(answer, hook, cls, expected: "an NSDictionary of property name → key (NSString) or keys (NSArray)")
        }
        var mapper: [String: ModelKey] = [:]
        for (key, value) in entries {
            guard let name = string(key) else { continue }
            if let text = string(value) {
                mapper[name] = ModelKey(text)
            } else if let list = value.arrayElements {
                mapper[name] = ModelKey(list.compactMap(string))
            } else {
                mapper[name] = ModelKey([])
            }
        }
        return mapper
    }

    /// `["a", "b"]`; elements that are not strings can match no property name.
    private static func propertyNames(_ answer: ObjCObject, _ hook: ModelHook, _ cls: ObjCClass) throws -> Set<String> {
        guard let elements = answer.arrayElements else {
            throw wrongKind(answer, hook, cls, expected: "an NSArray of property names")
        }
        return Set(elements.compactMap(string))
    }

    /// `{name: Book.class | @"Book"}`. YYModel skips keys that are not strings and values that
    /// are neither a class nor a string (and names no class knows, when the meta is built). A
    /// metaclass, which YYModel would take and then make nonsense "models" of, is an error.
    private static func genericClasses(_ answer: ObjCObject, _ hook: ModelHook,
                                       _ cls: ObjCClass) throws -> [String: ModelClassReference] {
        guard let entries = answer.dictionaryEntries else {
            throw wrongKind(answer, hook, cls, expected: "an NSDictionary of property name → Class or class name")
        }
        var generics: [String: ModelClassReference] = [:]
        for (key, value) in entries {
            guard let name = string(key) else { continue }
            if value.valueKind == .classObject {
                let element = ObjCClass(pointer: value.pointer)
                guard !element.isMetaClass else {
                    throw ModelMappingError.invalidCustomization(
                        "\(hook.name(in: cls)) gives \(name) the metaclass of \(element.name); give the class itself")
                }
                generics[name] = .cls(element)
            } else if let className = string(value) {
                generics[name] = .named(className)
            }
        }
        return generics
    }

    /// nil keeps the class asked; a class object is the class to make (a metaclass is refused
    /// where the decoder uses it); anything else is an error.
    private static func customClass(_ answer: ObjCObject?, _ hook: ModelHook, _ cls: ObjCClass) throws -> ObjCClass? {
        guard let answer else { return nil }
        guard answer.valueKind == .classObject else { throw wrongKind(answer, hook, cls, expected: "a Class or nil") }
        return ObjCClass(pointer: answer.pointer)
    }

    private static func string(_ object: ObjCObject) -> String? {
        object.valueKind.isString ? object.unmanaged.string : nil
    }

    private static func wrongKind(_ answer: ObjCObject, _ hook: ModelHook, _ cls: ObjCClass,
                                  expected: String) -> ModelMappingError {
        let found = answer.valueKind == .classObject ? "the class \(ObjCClass(pointer: answer.pointer).name)"
                                                     : "an \(answer.className)"
        return .invalidCustomization("\(hook.name(in: cls)) answered \(found); YYModel expects \(expected)")
    }
}

import ObjCHeaders
import ObjCRuntime
@testable import ModelMapping

/// YYModel's customized test models once more (prefix `YYM`), with their customization as
/// real runtime methods, as YYModel's `@implementation`s have it — added with closure IMPs
/// (`imp_implementationWithBlock`), a C function and a category, never registered from Swift.
/// Tests taking a prefix (`"YY"` or `"YYM"`) run the same checks against both.
enum YYMethodFixture {
    /// The classes with closure-registered hooks, and the same with hooks as methods.
    static let prefixes = ["YY", "YYM"]

    /// YYFixture's declarations of the customized models, renamed `YYM…` (types included:
    /// `YYMBaseUser *user`), and two plain classes ProtocolMethodTests gives hooks to.
    static func header() throws -> String {
        let renamed = try ["YYTestPropertyMapperModelCustom", "YYTestBlacklistModel", "YYTestWhitelistModel",
                           "YYTestBlackWhitelistModel", "YYBaseUser", "YYLocalUser", "YYRemoteUser", "YYTestCustomClassModel",
                           "YYTestCustomTransformModel"].map { try declaration(of: $0, in: YYFixture.header) }
        return "#import <Foundation/Foundation.h>\n"
            + renamed.joined(separator: "\n").replacingOccurrences(of: "YY", with: "YYM") + """

            @interface YYMHookBase : NSObject
            @property (nonatomic, copy) NSString *name;
            @property (nonatomic, copy) NSString *secret;
            @property (nonatomic) NSInteger count;
            @property (nonatomic, copy) NSArray *items;
            @end
            @interface YYMHookItem : NSObject
            @property (nonatomic, copy) NSString *title;
            @end
            """
    }

    /// `@interface name : … @end` in `header`.
    private static func declaration(of name: String, in header: String) throws -> String {
        guard let start = header.range(of: "@interface \(name) :"),
              let end = header.range(of: "@end", range: start.upperBound..<header.endIndex) else {
            throw ModelMappingError.runtime("no declaration of \(name) in YYFixture.header")
        }
        return String(header[start.lowerBound..<end.upperBound])
    }

    private static let installed: Result<Void, any Error> = Result {
        // YYMTestPropertyMapperModelContainerGeneric is declared with its superclass, in YYFixture.
        _ = try YYFixture.cls("YYTestPropertyMapperModelContainer")
        _ = try RuntimeInstaller.install(try header(), fileName: "yymodel-methods.h")
        try addMethods()
    }

    /// The class named `name`, with every fixture (both sets) installed.
    static func cls(_ name: String) throws -> ObjCClass {
        try installed.get()
        return try YYFixture.cls(name)
    }

    /// The YY twin's registered customization: the YYM methods give the same answers.
    private static func registered(_ name: String) throws -> ModelCustomization {
        try require(CustomizationRegistry.registration(for: try ObjCClass.named(name))?.customization, "registration of \(name)")
    }

    /// A mapper as `+modelCustomPropertyMapper` answers it: key strings and arrays.
    private static func mapperObject(_ mapper: [String: ModelKey]) throws -> ObjCObject {
        try BridgedValue.dictionary(mapper.mapValues { key in
            switch key.form {
            case .key(let text): return .string(text)
            case .candidates(let list): return .array(list.map(BridgedValue.string))
            }
        }).makeObject()
    }

    private static func addMethods() throws {
        // +modelCustomPropertyMapper: strings, key paths, a list of candidates.
        let custom = try registered("YYTestPropertyMapperModelCustom")
        try HookMethods.addClassMethod("modelCustomPropertyMapper", to: try ObjCClass.named("YYMTestPropertyMapperModelCustom")) {
            try mapperObject(custom.propertyMapper)
        }
        // The generic container: its mapper, and element classes as class objects and as names.
        let generic = try ObjCClass.named("YYMTestPropertyMapperModelContainerGeneric")
        let container = try registered("YYTestPropertyMapperModelContainerGeneric")
        try HookMethods.addClassMethod("modelCustomPropertyMapper", to: generic) { try mapperObject(container.propertyMapper) }
        try HookMethods.addClassMethod("modelContainerPropertyGenericClass", to: generic) {
            try ObjCObject.dictionary(container.genericClasses.map { name, reference in
                switch reference {
                case .cls(let cls): return (.string(name), cls.asObject)
                case .named(let className): return (.string(name), .string(className))
                }
            })
        }
        // YYTestBlacklistWhitelist's three models: a C function, a category, closure IMPs.
        try ObjCClass.named("YYMTestBlacklistModel").metaclass.addMethod(
            "modelPropertyBlacklist", types: "@16@0:8", imp: try requireIMP(unsafeIMP(blacklistAD)))
        try Category(name: "YYModel")
            .addClassMethod("modelPropertyWhitelist", types: "@16@0:8", imp: try requireIMP(unsafeIMP(whitelistAD)))
            .attach(to: try ObjCClass.named("YYMTestWhitelistModel"))
        let both = try ObjCClass.named("YYMTestBlackWhitelistModel"), lists = try registered("YYTestBlackWhitelistModel")
        try HookMethods.addClassMethod("modelPropertyBlacklist", to: both) {
            try BridgedValue.array((lists.blacklist ?? []).sorted().map(BridgedValue.string)).makeObject()
        }
        try HookMethods.addClassMethod("modelPropertyWhitelist", to: both) {
            try BridgedValue.array((lists.whitelist ?? []).sorted().map(BridgedValue.string)).makeObject()
        }
        try addCustomClassMethods()
        try addTransformMethods()
    }

    /// YYTestCustomClass: `+[YYMBaseUser modelCustomClassForDictionary:]` (inherited by its
    /// subclasses), and the container model's own, which answers nil for a plain user.
    private static func addCustomClassMethods() throws {
        let base = try ObjCClass.named("YYMBaseUser")
        let local = try ObjCClass.named("YYMLocalUser"), remote = try ObjCClass.named("YYMRemoteUser")
        @Sendable func pick(_ dictionary: ObjCObject?, otherwise: ObjCClass?) -> ObjCValue {
            if dictionary?.dictionaryValue(forKey: "localName") != nil { return .classObject(local.pointer) }
            if dictionary?.dictionaryValue(forKey: "remoteName") != nil { return .classObject(remote.pointer) }
            return .classObject(otherwise?.pointer)
        }
        try HookMethods.add("modelCustomClassForDictionary:", to: base.metaclass, types: "#24@0:8@16") { args in
            pick(HookMethods.object(args, 2), otherwise: base)
        }
        let container = try ObjCClass.named("YYMTestCustomClassModel")
        try HookMethods.add("modelCustomClassForDictionary:", to: container.metaclass, types: "#24@0:8@16") { args in
            pick(HookMethods.object(args, 2), otherwise: nil)
        }
        try HookMethods.addClassMethod("modelContainerPropertyGenericClass", to: container) {
            try ObjCObject.dictionary([(.string("users"), base.asObject), (.string("userDict"), base.asObject),
                                       (.string("userSet"), base.asObject)])
        }
    }

    /// YYTestCustomTransform's three instance methods, with CustomTransformFixture's bodies.
    private static func addTransformMethods() throws {
        let cls = try ObjCClass.named("YYMTestCustomTransformModel")
        let hooks = CustomTransformFixture.customization
        try HookMethods.add("modelCustomWillTransformFromDictionary:", to: cls, types: "@24@0:8@16") { args in
            guard let model = HookMethods.object(args, 0), let dictionary = HookMethods.object(args, 2) else { return .object(nil) }
            return HookMethods.answer(try hooks.willTransformFromDictionary?(model, dictionary))
        }
        // BOOL as C99 `bool` here, as `signed char` below: both are YYModel's BOOL somewhere.
        try HookMethods.add("modelCustomTransformFromDictionary:", to: cls, types: "B24@0:8@16") { args in
            guard let model = HookMethods.object(args, 0), let dictionary = HookMethods.object(args, 2) else { return .bool(false) }
            return .bool(try hooks.transformFromDictionary?(model, dictionary) ?? false)
        }
        try HookMethods.add("modelCustomTransformToDictionary:", to: cls, types: "c24@0:8@16") { args in
            guard let model = HookMethods.object(args, 0), let dictionary = HookMethods.object(args, 2) else { return .int8(0) }
            return .int8(try hooks.transformToDictionary?(model, dictionary) == true ? 1 : 0)
        }
    }
}

// `+modelPropertyBlacklist` / `+modelPropertyWhitelist` as C functions: `@[@"a", @"d"]`.
private let blacklistAD: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer? = { _, _ in
    HookMethods.autoreleased(try? BridgedValue.array(["a", "d"]).makeObject())
}
private let whitelistAD: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer? = { _, _ in
    HookMethods.autoreleased(try? BridgedValue.array(["a", "d"]).makeObject())
}

/// `#require` for a C function's IMP outside a test.
func requireIMP(_ imp: IMP?) throws -> IMP { try require(imp, "IMP") }

/// Adding YYModel's protocol methods to live classes with closure IMPs.
enum HookMethods {
    /// Adds a method to `cls` (a metaclass for a class method) whose body gets every argument
    /// (self, _cmd, …) and returns the result; an error it throws is raised as the message's
    /// exception, as an Objective-C method raises.
    static func add(_ name: String, to cls: ObjCClass, types: String,
                    _ body: @escaping @Sendable ([ObjCValue]) throws -> ObjCValue) throws {
        let sel = Selector(name)
        let zero = zeroResult(types)
        let imp = try imp_implementationWithBlock(types: types) { args in
            do {
                return try body(args)
            } catch {
                ObjCException.raise(error, receiver: nil, selector: sel)
                return zero
            }
        }
        try cls.addMethod(sel, types: types, imp: imp)
    }

    /// Adds `+ (id)name` to `cls`, answering a new object from `make` on each call.
    static func addClassMethod(_ name: String, to cls: ObjCClass, _ make: @escaping @Sendable () throws -> ObjCObject?) throws {
        try add(name, to: cls.metaclass, types: "@16@0:8") { _ in answer(try make()) }
    }

    /// What a raising method returns (nothing reads it): zero of its return type.
    private static func zeroResult(_ types: String) -> ObjCValue {
        switch types.first {
        case "v": return .void
        case "c": return .int8(0)
        case "B": return .bool(false)
        case "i": return .int32(0)
        case "#": return .classObject(nil)
        default: return .object(nil)
        }
    }

    /// An object argument as a handle.
    static func object(_ args: [ObjCValue], _ index: Int) -> ObjCObject? {
        guard index < args.count else { return nil }
        switch args[index] {
        case .object(let p?), .classObject(let p?): return ObjCObject(retaining: p)
        default: return nil
        }
    }

    /// An object result as a method returns it: +0, alive until the caller's pool drains.
    static func answer(_ object: ObjCObject?) -> ObjCValue { .object(autoreleased(object)) }

    static func autoreleased(_ object: ObjCObject?) -> UnsafeMutableRawPointer? {
        guard let object else { return nil }
        let kept = object.retainedUnmanaged()
        kept.autorelease()
        return kept.pointer
    }
}

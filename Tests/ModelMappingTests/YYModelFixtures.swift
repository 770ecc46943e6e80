import ObjCHeaders
import ObjCRuntime
@testable import ModelMapping

/// The models of YYModel's own test suite (YYModelTests/*.m), declared from their headers —
/// only the class names are YYModel's; the checks are ours. Each group's customization (the
/// class methods YYModel's `@implementation`s answer) is registered from Swift.
enum YYFixture {
    /// The property lists YYTestAutoTypeModel and YYTestModelToJSONModel share (as YYModel's
    /// test files repeat them).
    private static let everyScalarKind = """
        @property bool boolValue;
        @property BOOL BOOLValue;
        @property char charValue;
        @property unsigned char unsignedCharValue;
        @property short shortValue;
        @property unsigned short unsignedShortValue;
        @property int intValue;
        @property unsigned int unsignedIntValue;
        @property long longValue;
        @property unsigned long unsignedLongValue;
        @property long long longLongValue;
        @property unsigned long long unsignedLongLongValue;
        @property float floatValue;
        @property double doubleValue;
        @property long double longDoubleValue;
        @property (strong) Class classValue;
        @property SEL selectorValue;
        @property (copy) void (^blockValue)(void);
        @property void *pointerValue;
        @property CGRect structValue;
        @property CGPoint pointValue;
        """
    private static let everyFoundationType = """
        @property (nonatomic, strong) NSObject *object;
        @property (nonatomic, strong) NSNumber *number;
        @property (nonatomic, strong) NSDecimalNumber *decimal;
        @property (nonatomic, strong) NSString *string;
        @property (nonatomic, strong) NSMutableString *mString;
        @property (nonatomic, strong) NSData *data;
        @property (nonatomic, strong) NSMutableData *mData;
        @property (nonatomic, strong) NSDate *date;
        @property (nonatomic, strong) NSValue *value;
        @property (nonatomic, strong) NSURL *url;
        @property (nonatomic, strong) NSArray *array;
        @property (nonatomic, strong) NSMutableArray *mArray;
        @property (nonatomic, strong) NSDictionary *dict;
        @property (nonatomic, strong) NSMutableDictionary *mDict;
        @property (nonatomic, strong) NSSet *set;
        @property (nonatomic, strong) NSMutableSet *mSet;
        """

    static let header = """
        #import <Foundation/Foundation.h>
        @class NSDecimalNumber, NSMutableSet, NSMutableData, NSAttributedString;
        typedef union yy_union { char a; int b; } yy_union;
        typedef struct my_struct { int a; double b; long double c; } my_struct;
        // UIKit's UIEdgeInsets and UIOffset and QuartzCore's CATransform3D, laid out alike
        // (this header imports Foundation only); and a struct holding a pointer.
        typedef struct yy_edge_insets { double top, left, bottom, right; } yy_edge_insets;
        typedef struct yy_offset { double horizontal, vertical; } yy_offset;
        typedef struct yy_transform3d { double m11, m12, m13, m14, m21, m22, m23, m24,
                                               m31, m32, m33, m34, m41, m42, m43, m44; } yy_transform3d;
        typedef struct yy_named_point { const char *name; double x; } yy_named_point;
        typedef unsigned long long uint64_t;
        typedef int (*yy_function)(int);

        @interface YYTestPropertyModel : NSObject
        @property bool boolValue;
        @property BOOL BOOLValue;
        @property char charValue;
        @property unsigned char unsignedCharValue;
        @property short shortValue;
        @property unsigned short unsignedShortValue;
        @property int intValue;
        @property unsigned int unsignedIntValue;
        @property long longValue;
        @property unsigned long unsignedLongValue;
        @property long long longLongValue;
        @property unsigned long long unsignedLongLongValue;
        @property float floatValue;
        @property double doubleValue;
        @property long double longDoubleValue;
        @property (strong) NSObject *objectValue;
        @property (strong) NSArray *arrayValue;
        @property (strong) Class classValue;
        @property SEL selectorValue;
        @property (copy) void (^blockValue)(void);
        @property void *pointerValue;
        @property yy_function functionPointerValue;
        @property CGRect structValue;
        @property yy_union unionValue;
        @property char *cStringValue;
        @property (nonatomic) NSObject *nonatomicValue;
        @property (copy) NSObject *aCopyValue;
        @property (assign) NSObject *assignValue;
        @property (strong) NSObject *strongValue;
        @property (retain) NSObject *retainValue;
        @property (weak) NSObject *weakValue;
        @property (readonly) NSObject *readonlyValue;
        @property (nonatomic) NSObject *dynamicValue;
        @property (unsafe_unretained) NSObject *unsafeValue;
        @property (nonatomic, getter=getValue) NSObject *getterValue;
        @property (nonatomic, setter=setValue:) NSObject *setterValue;
        - (void)testConst:(const NSObject *)value;
        - (void)testConstString:(const char *)value;
        - (void)testIn:(in NSObject *)value;
        - (void)testOut:(out NSObject *)value;
        - (void)testInout:(inout NSObject *)value;
        - (void)testBycopy:(bycopy NSObject *)value;
        - (void)testByref:(byref NSObject *)value;
        - (void)testOneway:(oneway NSObject *)value;
        - (oneway void)testOnewayResult;
        @end
        @implementation YYTestPropertyModel
        @dynamic dynamicValue;
        @end

        @interface YYTestAutoTypeModel : NSObject
        \(everyScalarKind)
        @property (nonatomic, strong) id anyObject;
        \(everyFoundationType)
        @end

        @interface YYTestPropertyMapperModelAuto : NSObject
        @property (nonatomic, assign) NSString *name;
        @property (nonatomic, assign) NSNumber *count;
        @end
        @interface YYTestPropertyMapperModelCustom : NSObject
        @property (nonatomic, assign) NSString *name;
        @property (nonatomic, assign) NSNumber *count;
        @property (nonatomic, assign) NSString *desc1;
        @property (nonatomic, assign) NSString *desc2;
        @property (nonatomic, assign) NSString *desc3;
        @property (nonatomic, assign) NSString *desc4;
        @property (nonatomic, assign) NSString *modelID;
        @end
        @interface YYTestPropertyMapperModelWarn : NSObject {
            NSString *_description;
        }
        @property (nonatomic, strong) NSString *description;
        @property (nonatomic, strong) NSNumber *id;
        @end
        // NSObject's protocol declares -description, so clang does not synthesize this
        // property on its own (no ivar, no setter): YYModel's test synthesizes it by hand.
        @implementation YYTestPropertyMapperModelWarn
        @synthesize description = _description;
        @end
        @interface YYTestBlacklistModel : NSObject
        @property (nonatomic, strong) NSString *a;
        @property (nonatomic, strong) NSString *b;
        @property (nonatomic, strong) NSString *c;
        @end
        @interface YYTestWhitelistModel : NSObject
        @property (nonatomic, strong) NSString *a;
        @property (nonatomic, strong) NSString *b;
        @property (nonatomic, strong) NSString *c;
        @end
        @interface YYTestBlackWhitelistModel : NSObject
        @property (nonatomic, strong) NSString *a;
        @property (nonatomic, strong) NSString *b;
        @property (nonatomic, strong) NSString *c;
        @end

        @interface YYBaseUser : NSObject
        @property uint64_t uid;
        @property NSString *name;
        @end
        @interface YYLocalUser : YYBaseUser
        @property NSString *localName;
        @end
        @interface YYRemoteUser : YYBaseUser
        @property NSString *remoteName;
        @end
        @interface YYTestCustomClassModel : NSObject
        @property (nonatomic, strong) NSArray *users;
        @property (nonatomic, strong) NSDictionary *userDict;
        @property (nonatomic, strong) NSSet *userSet;
        @property (nonatomic, strong) YYBaseUser *user;
        @end

        @interface YYTestCustomTransformModel : NSObject
        @property uint64_t id;
        @property NSString *content;
        @property NSDate *time;
        @end

        @interface YYTestModelToJSONModel : NSObject
        \(everyScalarKind)
        \(everyFoundationType)
        @property (nonatomic, strong) YYBaseUser *color;
        @end
        @interface YYTestKeyPathModelToJSONModel : NSObject
        @property (nonatomic, strong) NSString *a;
        @property (nonatomic, strong) NSString *b;
        @property (nonatomic, strong) NSString *c;
        @property (nonatomic, strong) NSString *d;
        @property (nonatomic, strong) NSString *e;
        @property (nonatomic, strong) NSDictionary *f;
        @property (nonatomic, strong) NSString *g;
        @end

        @interface YYTestNestUser : NSObject
        @property uint64_t uid;
        @property NSString *name;
        @end
        @interface YYTestNestRepo : NSObject
        @property uint64_t repoID;
        @property NSString *name;
        @property YYTestNestUser *user;
        @end

        @interface YYTestModelHashModel : NSObject <NSCopying, NSCoding>
        @property bool boolValue;
        @property BOOL BOOLValue;
        @property char charValue;
        @property int intValue;
        @property unsigned long long unsignedLongLongValue;
        @property float floatValue;
        @property double doubleValue;
        @property long double longDoubleValue;
        @property (strong) Class classValue;
        @property SEL selectorValue;
        @property (copy) void (^blockValue)(void);
        @property void *pointerValue;
        @property NSValue *valueValue;
        @property CGSize sizeValue;
        @property CGPoint pointValue;
        @property CGRect rectValue;
        @property CGAffineTransform transformValue;
        @property yy_edge_insets insetsValue;
        @property yy_offset offsetValue;
        @property yy_transform3d transform3DValue;
        @property yy_named_point namedPointValue;
        @property my_struct myStructValue;
        @property (nonatomic, strong) NSObject *object;
        @property (nonatomic, strong) NSNumber *number;
        @property (nonatomic, strong) NSDecimalNumber *decimal;
        @property (nonatomic, strong) NSString *string;
        @property (nonatomic, strong) NSString *string2;
        @property (nonatomic, strong) NSMutableString *mString;
        @property (nonatomic, strong) NSData *data;
        @property (nonatomic, strong) NSMutableData *mData;
        @property (nonatomic, strong) NSDate *date;
        @property (nonatomic, strong) NSValue *value;
        @property (nonatomic, strong) NSURL *url;
        @property (nonatomic, strong) NSArray *array;
        @property (nonatomic, strong) NSMutableArray *mArray;
        @property (nonatomic, strong) NSDictionary *dict;
        @property (nonatomic, strong) NSMutableDictionary *mDict;
        @property (nonatomic, strong) NSSet *set;
        @property (nonatomic, strong) NSMutableSet *mSet;
        @end

        @interface YYTestDescriptionModel : NSObject
        @property BOOL BOOLValue;
        @property int intValue;
        @property double doubleValue;
        @property (strong) Class classValue;
        @property SEL selectorValue;
        @property (copy) void (^blockValue)(void);
        @property void *pointerValue;
        @property char *cString;
        @property CGPoint pointValue;
        @property yy_union unionValue;
        @property (nonatomic, strong) NSValue *value;
        @property (nonatomic, strong) NSMutableSet *mSet;
        @property (nonatomic, strong) NSNumber *number;
        @property (nonatomic, strong) NSDecimalNumber *decimal;
        @property (nonatomic, strong) NSString *string;
        @property (nonatomic, strong) NSMutableData *mData;
        @property (nonatomic, strong) NSDate *date;
        @property (nonatomic, strong) NSURL *url;
        @property (nonatomic, strong) NSArray *array;
        @property (nonatomic, strong) NSDictionary *dict;
        @property (nonatomic, strong) NSSet *set;
        @property (nonatomic, strong) NSMutableArray *mArray;
        @property (nonatomic, strong) NSMutableDictionary *mDict;
        @end

        @interface YYHookUser : NSObject
        @property uint64_t uid;
        @end
        @interface YYHookRepo : NSObject
        @property YYHookUser *user;
        @end

        @interface YYCycleNode : NSObject
        @property (strong) YYCycleNode *next;
        @property (strong) NSArray *children;
        @property int value;
        @end

        @interface YYLeakChild : NSObject
        @property (nonatomic, copy) NSString *name;
        @end
        @interface YYLeakProbe : NSObject
        @property (nonatomic, copy) NSString *title;
        @property (nonatomic, strong) YYLeakChild *child;
        @property (nonatomic, copy) NSArray<YYLeakChild *> *children;
        @property (nonatomic, assign) YYLeakChild *unretained;
        @end

        @interface YYBook : NSObject
        @property NSString *name;
        @property NSInteger page;
        @property NSString *desc;
        @property NSString *bookID;
        @end

        @interface YYGenericShelf : NSObject
        @property (nonatomic, copy) NSArray<YYBook *> *books;
        @property (nonatomic, copy) NSDictionary<NSString *, YYBook *> *byTitle;
        @property (nonatomic, copy) NSSet<YYBook *> *loose;
        @property (nonatomic, copy) NSArray<NSArray<YYBook *> *> *shelves;
        @end
        """

    /// YYTestPropertyMapperModelContainer, in a header of its own: its `NSArray<Name>` types
    /// name protocols that share their name with model classes — YYModel's pseudo generics. The
    /// classes are registered (by `header`) but not declared here, so the front-end reads the
    /// names as the protocol qualifiers they are (where both are declared, which one clang means
    /// is the parser's class-versus-protocol rule).
    static let containerHeader = """
        #import <Foundation/Foundation.h>
        @class NSMutableSet;
        @protocol YYTestPropertyMapperModelAuto <NSObject>
        @end
        @protocol YYTestPropertyMapperModelCustom <NSObject>
        @end
        @protocol YYSimpleProtocol <NSObject>
        @end
        @interface YYTestPropertyMapperModelContainer : NSObject
        @property (nonatomic, strong) NSArray *array;
        @property (nonatomic, strong) NSMutableArray *mArray;
        @property (nonatomic, strong) NSDictionary *dict;
        @property (nonatomic, strong) NSMutableDictionary *mDict;
        @property (nonatomic, strong) NSSet *set;
        @property (nonatomic, strong) NSMutableSet *mSet;
        @property (nonatomic, strong) NSArray<YYTestPropertyMapperModelAuto> *pArray1;
        @property (nonatomic, strong) NSArray<YYSimpleProtocol, YYTestPropertyMapperModelAuto> *pArray2;
        @property (nonatomic, strong) NSArray<YYSimpleProtocol, YYTestPropertyMapperModelCustom> *pArray3;
        @end
        @interface YYTestPropertyMapperModelContainerGeneric : YYTestPropertyMapperModelContainer
        @end
        // The same with its hooks as methods (YYModelMethodFixtures.swift).
        @interface YYMTestPropertyMapperModelContainerGeneric : YYTestPropertyMapperModelContainer
        @end

        """

    private static let installed: Result<Void, any Error> = Result {
        let compiled = try HeaderCompiler.compile(header, fileName: "yymodel-tests.h")
        _ = try RuntimeInstaller.install(compiled)
        try addDeclaredMethods(of: "YYTestPropertyModel", from: compiled)
        _ = try RuntimeInstaller.install(containerHeader, fileName: "yymodel-container.h")
        try registerCustomizations()
    }

    /// A header's method declarations have no bodies, so the front-end installs none. The class
    /// info tests read YYTestPropertyModel's methods as YYModel's test declares them: each gets a
    /// body that does nothing (never called) under the encoding the front-end compiled.
    private static func addDeclaredMethods(of name: String, from compiled: CompiledHeader) throws {
        let cls = try ObjCClass.named(name)
        let nothing: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void = { _, _ in }
        guard let imp = unsafeIMP(nothing) else { throw ObjCError.invalidArgument("no IMP for the declared methods") }
        for method in compiled.classes.first(where: { $0.name == name && $0.category == nil })?.methods ?? [] {
            try cls.addMethod(Selector(method.selector), types: method.types, imp: imp)
        }
    }

    /// The class named `name`, with every fixture installed.
    static func cls(_ name: String) throws -> ObjCClass {
        try installed.get()
        return try ObjCClass.named(name)
    }

    private static func registerCustomizations() throws {
        let v: ModelKey = "v"
        let autoNames = ["boolValue", "BOOLValue", "charValue", "unsignedCharValue", "shortValue", "unsignedShortValue",
                         "intValue", "unsignedIntValue", "longValue", "unsignedLongValue", "longLongValue",
                         "unsignedLongLongValue", "floatValue", "doubleValue", "longDoubleValue", "classValue",
                         "selectorValue", "blockValue", "pointerValue", "structValue", "pointValue", "anyObject", "object",
                         "number", "decimal", "string", "mString", "data", "mData", "date", "value", "url", "array",
                         "mArray", "dict", "mDict", "set", "mSet"]
        ModelMapper.register(ModelCustomization(propertyMapper: Dictionary(uniqueKeysWithValues: autoNames.map { ($0, v) })),
                             for: try ObjCClass.named("YYTestAutoTypeModel"))
        ModelMapper.register(ModelCustomization(propertyMapper: [
            "name": "n", "count": "ext.c", "desc1": "ext.d", "desc2": "ext.d", "desc3": "ext.d.e", "desc4": ".ext",
            "modelID": ["ID", "Id", "id", "ext.id"],
        ]), for: try ObjCClass.named("YYTestPropertyMapperModelCustom"))
        ModelMapper.register(ModelCustomization(
            propertyMapper: ["mArray": "array", "mDict": "dict", "mSet": "set", "pArray1": "array", "pArray2": "array",
                             "pArray3": "array"],
            genericClasses: ["array": .cls(try ObjCClass.named("YYTestPropertyMapperModelAuto")),
                             "mArray": .cls(try ObjCClass.named("YYTestPropertyMapperModelAuto")),
                             "dict": .cls(try ObjCClass.named("YYTestPropertyMapperModelAuto")),
                             "mDict": .cls(try ObjCClass.named("YYTestPropertyMapperModelAuto")),
                             "set": "YYTestPropertyMapperModelAuto", "mSet": "YYTestPropertyMapperModelAuto",
                             "pArray3": "YYTestPropertyMapperModelAuto"]),
            for: try ObjCClass.named("YYTestPropertyMapperModelContainerGeneric"))
        ModelMapper.register(ModelCustomization(blacklist: ["a", "d"]), for: try ObjCClass.named("YYTestBlacklistModel"))
        ModelMapper.register(ModelCustomization(whitelist: ["a", "d"]), for: try ObjCClass.named("YYTestWhitelistModel"))
        ModelMapper.register(ModelCustomization(blacklist: ["a", "d"], whitelist: ["a", "b", "d"]),
                             for: try ObjCClass.named("YYTestBlackWhitelistModel"))
        let local = try ObjCClass.named("YYLocalUser"), remote = try ObjCClass.named("YYRemoteUser")
        let base = try ObjCClass.named("YYBaseUser")
        // +[YYBaseUser modelCustomClassForDictionary:] (subclasses inherit it).
        ModelMapper.register(ModelCustomization(customClassForDictionary: { dictionary in
            if dictionary.dictionaryValue(forKey: "localName") != nil { return local }
            if dictionary.dictionaryValue(forKey: "remoteName") != nil { return remote }
            return base
        }), for: base)
        ModelMapper.register(ModelCustomization(
            genericClasses: ["users": .cls(base), "userDict": .cls(base), "userSet": .cls(base)],
            customClassForDictionary: { dictionary in
                if dictionary.dictionaryValue(forKey: "localName") != nil { return local }
                if dictionary.dictionaryValue(forKey: "remoteName") != nil { return remote }
                return nil
            }), for: try ObjCClass.named("YYTestCustomClassModel"))
        ModelMapper.register(CustomTransformFixture.customization, for: try ObjCClass.named("YYTestCustomTransformModel"))
        ModelMapper.register(ModelCustomization(propertyMapper: [
            "intValue": "int", "longValue": "long", "unsignedLongLongValue": "long", "shortValue": "ext.short",
        ]), for: try ObjCClass.named("YYTestModelToJSONModel"))
        ModelMapper.register(ModelCustomization(propertyMapper: [
            "a": "ext.a", "b": "ext.b", "c": "ext.a", "e": "d.e", "g": "f.g.g",
        ]), for: try ObjCClass.named("YYTestKeyPathModelToJSONModel"))
        // YYBook, the Book of YYModel's README: `+modelCustomPropertyMapper` with a key path and candidates.
        ModelMapper.register(ModelCustomization(propertyMapper: [
            "name": "n", "page": "p", "desc": "ext.desc", "bookID": ["id", "ID", "book_id"],
        ]), for: try ObjCClass.named("YYBook"))
        // YYModel's README: -copyWithZone: / -hash / -isEqual: implemented with the model methods.
        try ModelMapper.installModelMethods(on: try ObjCClass.named("YYTestModelHashModel"))
        try ModelMapper.installModelMethods(on: try ObjCClass.named("YYCycleNode"))
    }
}

/// YYTestCustomTransformModel's three instance methods, as Swift closures.
enum CustomTransformFixture {
    static let customization = ModelCustomization(
        // -modelCustomWillTransformFromDictionary: copies "date" to "time".
        willTransformFromDictionary: { _, dictionary in
            let copy = try require(try dictionary.send("mutableCopy"))
            if let date = dictionary.dictionaryValue(forKey: "date") { try copy.setDictionaryValue(date, forKey: "time") }
            return copy
        },
        // -modelCustomTransformFromDictionary: a non-zero millisecond "time" becomes the date.
        transformFromDictionary: { model, dictionary in
            guard let time = dictionary.dictionaryValue(forKey: "time"),
                  let millis = try? UInt64(bridgedValue: BridgedValue(object: time)), millis != 0 else { return false }
            let date = try BridgedValue.date(Double(millis) / 1000 - 978_307_200).makeObject()
            try model.send("setTime:", date, as: Void.self)
            return true
        },
        // -modelCustomTransformToDictionary: writes "time" in milliseconds, or refuses.
        transformToDictionary: { model, dictionary in
            guard let date = try model.send("time"), case .date(let t) = try BridgedValue(object: date),
                  let since1970 = UInt64(exactly: ((t + 978_307_200) * 1000).rounded(.towardZero)) else { return false }
            let millis = try BridgedValue.unsigned(since1970, objCType: "Q").makeObject()
            try dictionary.setDictionaryValue(millis, forKey: "time")
            return true
        })
}

/// `#require` outside a test: throws instead of recording.
func require<T>(_ value: T?, _ what: String = "value") throws -> T {
    guard let value else { throw ModelMappingError.runtime("missing \(what)") }
    return value
}

import ObjCHeaders
import ObjCRuntime
@testable import ModelMapping

/// The model classes the tests map, declared in Objective-C header text and installed once
/// per process (tests run in parallel; one installation avoids concurrent header installs).
enum Fixture {
    static let header = """
        #import <Foundation/Foundation.h>
        @interface MMAuthor : NSObject
        @property (nonatomic, copy) NSString *name;
        @property (nonatomic, strong) NSDate *birthday;
        @property (nonatomic) NSUInteger uid;
        @end
        @interface MMBook : NSObject
        @property (nonatomic, copy) NSString *name;
        @property (nonatomic, copy) NSString *title;
        @property (nonatomic) NSInteger page;
        @property (nonatomic, copy) NSString *desc;
        @property (nonatomic, copy) NSString *bookID;
        @property (nonatomic, strong) MMAuthor *author;
        @property (nonatomic, copy) NSArray *authors;
        @property (nonatomic, copy) NSDictionary *editors;
        @property (nonatomic, copy) NSArray *tags;
        @property (nonatomic, strong) NSMutableArray *notes;
        @property (nonatomic, strong) NSDate *published;
        @property (nonatomic, readonly) int readOnlyCount;
        @end
        @interface MMScalars : NSObject
        @property (nonatomic) char c;
        @property (nonatomic) unsigned char uc;
        @property (nonatomic) short s;
        @property (nonatomic) unsigned short us;
        @property (nonatomic) int i;
        @property (nonatomic) unsigned int ui;
        @property (nonatomic) long long q;
        @property (nonatomic) unsigned long long uq;
        @property (nonatomic) float f;
        @property (nonatomic) double d;
        @property (nonatomic) bool b;
        @property (nonatomic) BOOL flag;
        @property (nonatomic, getter=isOn, setter=turn:) BOOL on;
        @property (nonatomic, strong) NSNumber *number;
        @property (nonatomic, copy) NSString *string;
        @property (nonatomic, strong) NSData *data;
        @property (nonatomic, strong) NSValue *boxed;
        @property (nonatomic, strong) id anything;
        @property (nonatomic) Class kind;
        @property (nonatomic) SEL action;
        @property (nonatomic) CGPoint point;
        @property (nonatomic) char *cString;
        @end
        @interface MMBase : NSObject
        @property (nonatomic, copy) NSString *baseName;
        @end
        @interface MMDerived : MMBase
        @property (nonatomic) int level;
        @property (nonatomic, copy) NSString *secret;
        @end
        @interface MMStaleBase : NSObject
        @property (nonatomic, copy) NSString *baseName;
        @end
        @interface MMStaleDerived : MMStaleBase
        @property (nonatomic) int level;
        @end
        @interface MMListed : NSObject
        @property (nonatomic, copy) NSString *name;
        @property (nonatomic) int level;
        @property (nonatomic, copy) NSString *secret;
        @end
        @interface MMEmpty : NSObject
        @end
        @interface MMNode : NSObject
        @property (nonatomic, strong) MMNode *next;
        @property (nonatomic, strong) NSArray *children;
        @property (nonatomic) int value;
        @end
        @interface MMMutable : NSObject
        @property (nonatomic) int value;
        @end
        @interface MMTagged : NSObject
        @property (nonatomic, copy) NSArray *labels;
        @property (nonatomic, copy) NSDictionary *byName;
        @end
        @interface MMGrowing : NSObject
        @property (nonatomic) int value;
        @end
        @interface MMRegister : NSObject
        @property (nonatomic, copy) NSString *name;
        @end
        """

    private static let installed: Result<Void, any Error> = Result {
        _ = try RuntimeInstaller.install(header, fileName: "models.h")
        ModelMapper.register(ModelCustomization(
            propertyMapper: ["name": "n", "title": "n", "page": "p", "desc": "ext.desc",
                             "bookID": ["id", "ID", "book_id"]],
            genericClasses: ["authors": "MMAuthor", "editors": "MMAuthor"]),
            for: try ObjCClass.named("MMBook"))
        ModelMapper.register(ModelCustomization(blacklist: ["secret"]), for: try ObjCClass.named("MMBase"))
        ModelMapper.register(ModelCustomization(genericClasses: ["children": "MMNode"]), for: try ObjCClass.named("MMNode"))
        ModelMapper.register(ModelCustomization(genericClasses: ["labels": "NSString", "byName": "NSString"]),
                             for: try ObjCClass.named("MMTagged"))
    }

    /// The class named `name` from the fixture header.
    static func cls(_ name: String) throws -> ObjCClass {
        try installed.get()
        return try ObjCClass.named(name)
    }
}

extension ObjCObject {
    /// A string property read back with a plain message send.
    func string(_ getter: String) throws -> String? { try send(Selector(getter))?.stringValue }
    /// Any property read back through KVC (an independent path from the mapper's setters).
    func kvc(_ key: String) throws -> BridgedValue? { try bridgedValue(forKey: key) }
}

import CivilTime
import ModelMapping
import ObjCHeaders
import ObjCRuntime

/// `objcrt demo model`: YYModel (`Docs/ModelMapping.md`) — a Book / Author model declared in header text,
/// the class info YYModel reads (ivars with offsets, properties with attribute strings,
/// setters), then JSON mapped to objects through a custom mapper with a key path, a container
/// typed with lightweight generics, a custom class chosen per dictionary and custom transforms
/// both ways, and back to JSON.
let modelDemoTopic = DemoTopic(name: "model", summary: "YYModel: class info, custom class and transforms, JSON <-> model objects") {
    try runModelDemo()
}

private let modelDemoHeader = """
    #import <Foundation/Foundation.h>
    @interface YYDemoAuthor : NSObject
    @property (nonatomic, copy) NSString *name;
    @property (nonatomic, strong) NSDate *birthday;
    @end
    @interface YYDemoEdition : NSObject
    @property (nonatomic) int year;
    @property (nonatomic) double price;
    @end
    @interface YYDemoBook : NSObject
    @property (nonatomic, copy) NSString *name;
    @property (nonatomic) NSInteger page;
    @property (nonatomic, copy) NSString *desc;
    @property (nonatomic) uint64_t bookID;
    @property (nonatomic, strong) YYDemoAuthor *author;
    @property (nonatomic, copy) NSArray<YYDemoEdition *> *editions;
    @property (nonatomic) BOOL inPrint;
    @property (nonatomic, strong) NSDate *updated;
    @end
    @interface YYDemoEBook : YYDemoBook
    @property (nonatomic) NSUInteger sizeKB;
    @end
    """

private let modelDemoJSON = """
    {
      "n": "Harry Pottery",
      "p": "256",
      "ext": { "desc": "A book written by J.K.Rowing." },
      "ID": 100010,
      "format": "ebook", "sizeKB": 2048,
      "author": { "name": "J.K. Rowling", "birthday": "Fri Jul 31 00:00:00 +0000 1965" },
      "editions": [ { "year": 1997, "price": 10.99 }, { "year": "2014", "price": "12.5" } ],
      "inPrint": "true",
      "updated_ms": 1401234567000
    }
    """

private func runModelDemo() throws {
    if ObjCClass.lookUp("YYDemoBook") == nil { _ = try RuntimeInstaller.install(modelDemoHeader, fileName: "book.h") }
    let bookClass = try ObjCClass.named("YYDemoBook")
    let ebookClass = try ObjCClass.named("YYDemoEBook")
    print(modelDemoHeader)

    print("1. YYClassInfo: what the runtime says about YYDemoBook (read once, cached)")
    let info = ClassInfo.info(for: bookClass)
    print("   superclass: \(info.superclass?.name ?? "nil"), metaclass: \(info.metaclass.map { "\($0)" } ?? "nil"), \(info.methodInfos.count) methods")
    print("   ivars:")
    for ivar in info.ivarInfos {
        print("     \(ivar.name.padding(12))offset \(String(ivar.offset).padding(4)) \(ivar.typeEncoding)")
    }
    print("   properties:")
    for property in info.propertyInfos {
        print("     \(property.name.padding(10))\(property.attributeString.padding(38))setter \(property.setter.name.padding(14))kind \(property.kind)")
    }
    print("   editions is declared NSArray<YYDemoEdition *>: clang's string says only NSArray, the header")
    print("   front-end kept the type argument for the runtime: \(info.property(named: "editions")?.typeArguments ?? [])")

    print("\n2. The YYModel protocol's answers, registered from Swift")
    let customization = ModelCustomization(
        propertyMapper: ["name": "n", "page": "p", "desc": "ext.desc", "bookID": ["id", "ID", "book_id"]],
        // +modelCustomClassForDictionary: an e-book's dictionary makes a YYDemoEBook.
        customClassForDictionary: { dictionary in
            dictionary.dictionaryValue(forKey: "format")?.stringValue == "ebook" ? ebookClass : nil
        },
        // -modelCustomTransformFromDictionary: what the mapper cannot do (milliseconds to a
        // date), and validation: a book without pages is refused.
        transformFromDictionary: { book, dictionary in
            if let ms = dictionary.dictionaryValue(forKey: "updated_ms"), case .signed(let v, _) = try BridgedValue(object: ms) {
                try book.send("setUpdated:", try BridgedValue.date(Double(v) / 1000 - ReferenceDate.secondsSince1970).makeObject(), as: Void.self)
            }
            return try book.send("page", as: Int.self) > 0
        },
        // -modelCustomTransformToDictionary: the date goes back as milliseconds.
        transformToDictionary: { book, json in
            if let date = try book.send("updated"), case .date(let t) = try BridgedValue(object: date) {
                try json.setDictionaryValue(try BridgedValue.int(Int((t + ReferenceDate.secondsSince1970) * 1000)).makeObject(), forKey: "updated_ms")
                try json.setDictionaryValue(nil, forKey: "updated")
            }
            return true
        })
    ModelMapper.register(customization, for: bookClass)
    for (property, key) in customization.propertyMapper.sorted(by: { $0.key < $1.key }) {
        print("   \(property) <- \(key)")
    }
    print("   +modelCustomClassForDictionary:  {\"format\": \"ebook\"} -> YYDemoEBook")
    print("   -modelCustomTransformFromDictionary:  updated_ms -> updated; page 0 refuses the book")
    print("   -modelCustomTransformToDictionary:  updated -> updated_ms")
    let meta = ModelMeta.meta(for: bookClass)
    print("   _YYModelMeta: " + meta.properties.map(\.description).joined(separator: "\n                 "))

    print("\n3. JSON -> model ([YYDemoBook yy_modelWithJSON:json])")
    print(modelDemoJSON.split(separator: "\n").map { "   " + $0 }.joined(separator: "\n"))
    let book = try bookClass.model(withJSON: modelDemoJSON)
    print("   the class   = \(book.className)   <- the custom class hook (\"format\": \"ebook\")")
    print("   book.name    = \(try book.send("name")?.stringValue ?? "nil")")
    print("   book.page    = \(try book.send("page", as: Int.self))   <- \"256\" (a string) set through ((void (*)(id, SEL, long))objc_msgSend)")
    print("   book.desc    = \(try book.send("desc")?.stringValue ?? "nil")   <- key path ext.desc")
    print("   book.bookID  = \(try book.bridgedValue(forKey: "bookID").map(describe) ?? "nil")   <- first present of id / ID / book_id")
    print("   book.inPrint = \(try book.bridgedValue(forKey: "inPrint").map(describe) ?? "nil")   <- \"true\"")
    print("   book.sizeKB  = \(try book.bridgedValue(forKey: "sizeKB").map(describe) ?? "nil")   <- a YYDemoEBook property")
    print("   book.updated = \(try book.bridgedValue(forKey: "updated").map(describe) ?? "nil")   <- the transform, from updated_ms")
    if let author = try book.send("author") {
        print("   book.author  = <\(author.className)> name \(try author.send("name")?.stringValue ?? "nil"), birthday \(try author.bridgedValue(forKey: "birthday").map(describe) ?? "nil")")
    }
    for (n, edition) in (try book.send("editions")?.arrayElements ?? []).enumerated() {
        print("   book.editions[\(n)] = <\(edition.className)> year \(try edition.bridgedValue(forKey: "year").map(describe) ?? "nil"), price \(try edition.bridgedValue(forKey: "price").map(describe) ?? "nil")")
    }

    print("\n4. model -> JSON ([book yy_modelToJSONString])")
    print(try book.toJSONString(pretty: true).split(separator: "\n").map { "   " + $0 }.joined(separator: "\n"))

    print("\n5. Bad input is an error, not a crash:")
    for bad in ["[1, 2]", "{\"n\": }", "{\"n\": \"no pages\", \"p\": 0}"] {
        do { _ = try bookClass.model(withJSON: bad); print("   \(bad): accepted?") }
        catch { print("   \(bad) -> \(error)") }
    }
}

private func describe(_ value: BridgedValue) -> String {
    switch value {
    case .string(let s): return "@\"\(s)\""
    case .signed(let v, let t): return "\(v) (\(t))"
    case .unsigned(let v, let t): return "\(v) (\(t))"
    case .double(let v, let t): return "\(v) (\(t))"
    case .bool(let b): return b ? "YES (B)" : "NO (B)"
    case .date(let seconds): return "NSDate \(seconds)s since 2001"
    default: return "\(value)"
    }
}

private extension String {
    func padding(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}

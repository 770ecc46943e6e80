import Testing
import ObjCRuntime
@testable import ObjCHeaders

/// Lightweight generics: clang drops `NSArray<Book *>`'s type arguments from every encoding,
/// and so does the front-end — but it keeps them in the C type model, on the compiled property,
/// and, when the class is installed, in the runtime's `PropertyTypeArguments` registry.
@Suite struct TypeArgumentTests {
    static let header = """
        #import <Foundation/Foundation.h>
        @protocol TAPrintable <NSObject>
        @end
        @interface TABook : NSObject
        @end
        @interface TAShelf : NSObject
        @property (nonatomic, copy) NSArray<TABook *> *books;
        @property (nonatomic, copy) NSArray *plain;
        @property (nonatomic, copy) NSDictionary<NSString *, TABook *> *byTitle;
        @property (nonatomic, copy) NSArray<NSArray<TABook *> *> *rows;
        @property (nonatomic, copy) NSSet<id<TAPrintable> > *printables;
        @property (nonatomic, copy) NSArray<TAPrintable> *qualified;
        @end
        """

    @Test func encodingsAreClangsAndArgumentsAreKept() throws {
        let compiled = try HeaderCompiler.compile(Self.header)
        let shelf = try #require(compiled.class("TAShelf"))
        let byName = Dictionary(uniqueKeysWithValues: shelf.properties.map { ($0.name, $0) })
        #expect(byName["books"]?.attributes == "T@\"NSArray\",C,N,V_books")      // as `NSArray *plain`
        #expect(byName["plain"]?.attributes == "T@\"NSArray\",C,N,V_plain")
        #expect(byName["books"]?.getterTypes == byName["plain"]?.getterTypes)
        #expect(byName["books"]?.typeArguments == ["TABook"])
        #expect(byName["plain"]?.typeArguments == [])
        #expect(byName["byTitle"]?.typeArguments == ["NSString", "TABook"])
        #expect(byName["rows"]?.typeArguments == ["NSArray"])
        #expect(byName["printables"]?.typeArguments == ["id"])
        // A protocol qualifier is not a type argument, and clang keeps it in the string.
        #expect(byName["qualified"]?.typeArguments == [])
        #expect(byName["qualified"]?.attributes == "T@\"NSArray<TAPrintable>\",C,N,V_qualified")
        // The C type model holds the nested arguments.
        let decl = try #require(compiled.file.interfaces.first { $0.name == "TAShelf" }?.properties.first { $0.name == "rows" })
        guard case .object(let rows) = decl.type.kind, case .object(let inner)? = rows.typeArguments.first?.kind else {
            Issue.record("no nested type arguments"); return
        }
        #expect(inner.typeArgumentNames == ["TABook"])
    }

    @Test func installingRecordsThemForTheRuntime() throws {
        if ObjCClass.lookUp("TAShelf") == nil { _ = try RuntimeInstaller.install(Self.header, fileName: "type-arguments.h") }
        let shelf = try ObjCClass.named("TAShelf")
        #expect(PropertyTypeArguments.arguments(forProperty: "books", of: shelf) == ["TABook"])
        #expect(PropertyTypeArguments.arguments(forProperty: "byTitle", of: shelf) == ["NSString", "TABook"])
        #expect(PropertyTypeArguments.arguments(forProperty: "plain", of: shelf) == nil)
        #expect(PropertyTypeArguments.arguments(forProperty: "books", of: .nsObject) == nil)
    }
}

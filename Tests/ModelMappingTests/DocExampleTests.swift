import ModelMapping
import ObjCHeaders
import ObjCRuntime
import Testing

/// The example of the DocC catalog (`Sources/ModelMapping/ModelMapping.docc`), run as written
/// there, with what the page's comments say checked. (No other test declares a `Book`.)
@Suite struct DocExampleTests {
    @Test func modelLandingPageExample() throws {
        try RuntimeInstaller.install("""
            #import <Foundation/Foundation.h>
            @interface Book : NSObject
            @property (nonatomic, copy) NSString *name;
            @property (nonatomic) NSInteger pages;
            @property (nonatomic) double price;
            @end
            """, fileName: "Book.h")
        let bookClass = try ObjCClass.named("Book")

        ModelMapper.register(ModelCustomization(propertyMapper: ["pages": "info.pages"]), for: bookClass)

        let book = try bookClass.model(withJSON: #"{"name": "Harry Pottery", "info": {"pages": "256"}, "price": 10.99}"#)
        #expect(try book.send("pages", as: Int.self) == 256)

        let dune = try bookClass.model(with: ["name": "Dune", "info": ["pages": 412]])
        #expect(try dune.send("pages", as: Int.self) == 412)

        #expect(try book.toJSONString() == #"{"info":{"pages":256},"name":"Harry Pottery","price":10.99}"#)
    }
}

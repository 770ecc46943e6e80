// Behaviour of CSupport/RuntimeCore/property.c: declared properties and their attributes.
import ObjCRuntime
import Testing
import MiniObjCTestSupport

@Suite struct PropertyTests {
    @Test func addListGetAndReadAttributes() throws {
        let b = try ClassBuilder(name: uniqueName("Props"))
        try b.addProperty("name", attributes: "T@\"NSString\",C,N,V_name")
        try b.addProperty("origin", attributes: "T{CGPoint=dd},N,V_origin")
        try b.addProperty("count", attributes: "Tq,R,N,GnumberOfItems")
        let cls = try b.register()
        #expect(cls.properties.map(\.name) == ["name", "origin", "count"])
        let name = try #require(cls.property(named: "name"))
        #expect(name.attributes == "T@\"NSString\",C,N,V_name")
        #expect(name.value(forAttribute: "T") == "@\"NSString\"")
        #expect(name.value(forAttribute: "V") == "_name")
        #expect(name.value(forAttribute: "N") == "")
        #expect(name.value(forAttribute: "C") == "")
        #expect(name.value(forAttribute: "R") == nil)
        #expect(cls.property(named: "origin")?.value(forAttribute: "T") == "{CGPoint=dd}")
        #expect(cls.property(named: "count")?.value(forAttribute: "G") == "numberOfItems")
        #expect(cls.property(named: "missing") == nil)
        let sub = try makeClass("PropsSub", superclass: cls)
        #expect(sub.property(named: "name") != nil, "lookup searches superclasses")
        #expect(sub.properties.isEmpty)
    }

    @Test func duplicateAndReplace() throws {
        let cls = try makeClass("PropsDup")
        try cls.addProperty("x", attributes: "Ti,N")
        #expect(throws: ObjCError.duplicateProperty(className: cls.name, property: "x")) {
            try cls.addProperty("x", attributes: "Tq")
        }
        try cls.replaceProperty("x", attributes: "Tq,R")
        #expect(cls.property(named: "x")?.attributes == "Tq,R")
        #expect(cls.properties.count == 1)
        try cls.replaceProperty("y", attributes: "Td")
        #expect(cls.properties.map(\.name) == ["x", "y"])
    }

    @Test func quotedCommasDoNotSplitAttributes() throws {
        let cls = try makeClass("PropsQuote")
        try cls.addProperty("s", attributes: "T{S=\"a,b\"i},N")
        #expect(cls.property(named: "s")?.value(forAttribute: "T") == "{S=\"a,b\"i}")
        #expect(cls.property(named: "s")?.value(forAttribute: "N") == "")
    }
}

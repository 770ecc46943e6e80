// Behaviour of CSupport/ValueClasses/values.c: the value layer's start-up and the helpers its
// classes share (element messages, list descriptions).
import MiniObjCTestSupport
import ObjCRuntime
import Testing

@Suite struct ValuesTests {
    /// The layer installs itself before main: every value class is there from the first
    /// test on, under NSObject, built in (never disposed).
    @Test func everyValueClassIsInstalledAtLoadAndBuiltIn() throws {
        let names = ["NSString", "NSMutableString", "NSNumber", "NSDecimalNumber", "NSArray", "NSMutableArray",
                     "NSDictionary", "NSMutableDictionary", "NSData", "NSMutableData", "NSDate", "NSNull", "NSValue",
                     "NSIndexSet", "NSSet", "NSMutableSet", "NSURL", "NSAttributedString", "NSBlock"]
        for name in names {
            let cls = try #require(ObjCClass.lookUp(name), "\(name)")
            #expect(cls.isSubclass(of: .nsObject), "\(name)")
            #expect(throws: ObjCError.self, "\(name) is built in") { try cls.dispose() }
            #expect(ObjCClass.lookUp(name) == cls, "\(name) is still there after the refusal")
        }
        #expect(ObjCClass.nsMutableString.superclass == .nsString)
        #expect(ObjCClass.nsDecimalNumber.superclass == .nsNumber)
        #expect(ObjCClass.nsMutableData.superclass == .nsData)
    }

    /// Containers compare elements with the elements' own -hash and -isEqual:, sent as
    /// messages: a class that calls all its instances equal is one member of a set.
    @Test func containersSendHashAndIsEqualToTheirElements() throws {
        let allEqual: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int8 = { _, _, _ in 1 }
        let cls = try makeClass("AllEqual", methods: [("hash", "Q16@0:8", imp(returns1)),
                                                      ("isEqual:", "c24@0:8@16", imp(allEqual))])
        let a = try cls.new(), b = try cls.new()
        #expect(a != b, "two objects")
        #expect(try ObjCObject.set([a, b]).send("count", as: Int.self) == 1)
        let array = try ObjCObject.array([a])
        #expect(try array.send("containsObject:", b, as: Bool.self))
        #expect(try array.send("indexOfObject:", b, as: Int.self) == 0)
        #expect(try !array.send("containsObject:", ObjCClass.nsObject.new(), as: Bool.self),
                "a plain object's -isEqual: is identity")
    }

    /// A list description asks each element for -description; an element whose
    /// -description is not a string (or nil) shows as "?", not as a crash.
    @Test func listDescriptionsSurviveElementsThatDescribeBadly() throws {
        let describesAsSelf: IdSelToObj = { obj, _ in obj }
        let describesAsNil: IdSelToObj = { _, _ in nil }
        let odd = try makeClass("OddDescription", methods: [("description", "@16@0:8", imp(describesAsSelf))])
        let none = try makeClass("NilDescription", methods: [("description", "@16@0:8", imp(describesAsNil))])
        let array = try ObjCObject.array([ObjCObject.string("ok"), odd.new(), none.new(), ObjCObject.bridging(2)])
        #expect(try array.objcDescription() == "(ok, ?, ?, 2)")
        #expect(try ObjCObject.array([]).objcDescription() == "()")
    }
}

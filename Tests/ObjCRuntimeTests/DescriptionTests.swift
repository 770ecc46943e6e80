// Behaviour of CSupport/ValueClasses/nsobject_description.c: NSObject's -description,
// -debugDescription and +description.
import CRuntimeCore
import CValueClasses
import MiniObjCTestSupport
import ObjCRuntime
import Testing

@Suite struct DescriptionTests {
    /// `<ClassName: 0x…>` with the object's own address, as `%p` prints it.
    @Test func instanceDescriptionNamesTheClassAndAddress() throws {
        let cls = try makeClass("Described")
        let obj = try cls.new()
        let address = "0x" + String(UInt(bitPattern: obj.pointer), radix: 16)
        #expect(try obj.objcDescription() == "<\(cls.name): \(address)>")
        #expect(try obj.send("debugDescription")?.stringValue == "<\(cls.name): \(address)>")
        let other = try cls.new()
        #expect(try other.objcDescription() != obj.objcDescription(), "two objects, two addresses")
        #expect(try ObjCClass.nsObject.new().objcDescription().hasPrefix("<NSObject: 0x"))
    }

    /// `+description` is the class name alone, for NSObject and every subclass.
    @Test func classDescriptionIsTheName() throws {
        let cls = try makeClass("DescribedClass")
        #expect(try cls.send("description")?.stringValue == cls.name)
        #expect(try ObjCClass.nsObject.send("description")?.stringValue == "NSObject")
    }

    /// A very long class name is cut to the description's fixed buffer, not overrun.
    @Test func aLongClassNameIsCutNotOverrun() throws {
        let cls = try makeClass(String(repeating: "L", count: 400))
        let text = try cls.new().objcDescription()
        #expect(text.utf8.count == 319)
        #expect(text == "<" + cls.name.prefix(318))
        #expect(try cls.send("description")?.stringValue == cls.name, "+description is not cut")
    }

    /// The IMPs were replaced in place: NSObject's records keep their encodings, and a
    /// subclass's own -description still wins.
    @Test func subclassesOverrideAndEncodingsStay() throws {
        #expect(ObjCClass.nsObject.instanceMethod(for: "description")?.typeEncoding == "@16@0:8")
        #expect(ObjCClass.nsObject.instanceMethod(for: "debugDescription")?.typeEncoding == "@16@0:8")
        #expect(ObjCClass.nsObject.classMethod(for: "description")?.typeEncoding == "@16@0:8")
        let own: @convention(c) (ObjID?, ObjSEL?) -> ObjID? = { _, _ in rt_objc_autorelease(rt_nsstring_create("mine", 4)) }
        let cls = try makeClass("OwnDescription", methods: [("description", "@16@0:8", unsafeBitCast(own, to: IMP.self))])
        #expect(try cls.new().objcDescription() == "mine")
        #expect(try cls.new().send("debugDescription")?.stringValue?.hasPrefix("<\(cls.name): 0x") == true,
                "-debugDescription is NSObject's own IMP, not a call to -description")
        #expect(try ObjCClass.nsObject.new().objcDescription().hasPrefix("<NSObject: 0x"), "NSObject itself is unchanged")
    }
}

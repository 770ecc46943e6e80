import ObjCHeaders
import ObjCRuntime

/// `objcrt demo header`: a GVUserDefaults category header, compiled to the attribute
/// strings clang writes, then a class loaded from a header into the live runtime and used
/// through its synthesized accessors.
let headerDemoTopic = DemoTopic(
    name: "header",
    summary: "From a header to a live class: attribute strings, encodings, synthesized accessors"
) {
    let categoryText = """
        #import <Foundation/Foundation.h>
        @interface GVUserDefaults : NSObject
        + (instancetype)standardUserDefaults;
        @end
        @interface GVUserDefaults (Info)
        @property(nonatomic,weak)NSString* nickName;
        @property(nonatomic,weak)NSString* account;
        @property(nonatomic,weak)NSString* password;
        - (void) restore;
        @end
        @implementation GVUserDefaults (Info)
        @dynamic nickName;
        @dynamic password;
        @dynamic account;
        @end
        """
    print("1. A GVUserDefaults category, as clang compiles it (-fobjc-arc, x86_64-apple-macos12):\n")
    let compiled = try HeaderCompiler.compile(categoryText, fileName: "GVUserDefaults+Info.h", target: .x86_64)
    if let category = compiled.class("GVUserDefaults", category: "Info") {
        for p in category.properties {
            print("   \(p.name.padded(to: 10)) \(p.attributes)   getter \(p.getterTypes)   setter \(p.setterTypes ?? "-")")
        }
        print("\n   W = weak, D = @dynamic (no ivar, no accessors: GVUserDefaults adds them at run time),")
        print("   N = nonatomic. attributes[1] is '@', so GVUserDefaults picks its object getter/setter.")
        for m in category.methods { print("   -\(m.selector)  \(m.types)") }
    }

    let header = """
        #import <Foundation/Foundation.h>
        @interface DemoPerson : NSObject
        @property (nonatomic, copy) NSString *name;
        @property (nonatomic, strong) id friend;
        @property (nonatomic, weak) id delegate;
        @property (readonly) NSInteger age;
        @property (nonatomic, getter=isHappy) BOOL happy;
        @property CGRect frame;
        @end
        """
    print("\n2. A class from a header, installed in the runtime:\n")
    let report = try RuntimeInstaller.install(header, fileName: "DemoPerson.h")
    guard let cls = report.classes.first ?? report.reusedClasses.first else { return }
    for i in cls.ivars { print("   ivar      \(i.name.padded(to: 10)) \(i.typeEncoding)") }
    for p in cls.properties { print("   property  \(p.name.padded(to: 10)) \(p.attributes)") }
    for m in cls.methods { print("   method    \(m.selector.name.padded(to: 10)) \(m.typeEncoding)") }

    print("\n3. Sending the synthesized accessors:\n")
    let person = try cls.new()
    let friend = try ObjCClass.nsObject.new()
    let before = friend.retainCount
    try person.send("setFriend:", friend, as: Void.self)
    print("   [p setFriend:f]    f's retain count \(before) → \(friend.retainCount) (strong retains)")
    try person.send("setDelegate:", friend, as: Void.self)
    print("   [p setDelegate:f]  f's retain count stays \(friend.retainCount) (weak does not); weak refs: \(WeakReference.count(for: friend))")
    try person.send("setName:", ObjCObject.string("Ada"), as: Void.self)
    print("   [p name]           \(try person.send("name")?.stringValue ?? "nil") (copy sent -copy)")
    print("   respondsTo setAge: \(person.responds(to: "setAge:")) (readonly: no setter)")
    print("   respondsTo isHappy \(person.responds(to: "isHappy")) (getter=isHappy)")

    print("\n4. A struct property: its accessors are libffi closures made from their encodings:\n")
    let frameTypes = cls.instanceMethod(for: "frame")?.typeEncoding ?? "?"
    print("   -frame \(frameTypes): a CGRect comes back in memory, so no shared C function fits;")
    print("   imp_implementationWithBlock(types:) made a closure IMP for the getter and one for the setter.")
    let setFrame = try Invocation(target: person, selector: "setFrame:")
    try setFrame.setArgument(.bytes(of: (1.0, 2.0, 30.0, 40.0)), at: 2)
    try setFrame.send()
    let getFrame = try Invocation(target: person, selector: "frame")
    try getFrame.send()
    if let r = getFrame.returnValue.load(as: (Double, Double, Double, Double).self) {
        print("   [p setFrame:{{1,2},{30,40}}]; [p frame] → {{\(r.0), \(r.1)}, {\(r.2), \(r.3)}} (atomic: copied under a striped lock)")
    }
}

import ObjCRuntime

/// `objcrt demo runtime`: a small hierarchy built at run time, each object's isa and
/// superclass chains (metaclasses included), and the method cache filling as messages go out.
let runtimeDemoTopic = DemoTopic(
    name: "runtime",
    summary: "classes, metaclasses, isa/superclass chains and the method cache filling",
    run: runRuntimeDemo)

private typealias LongGetter = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int
private typealias ObjectGetter = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?

/// Returns an autoreleased NSString, as an Objective-C getter would.
private func autoreleasedString(_ s: String) -> UnsafeMutableRawPointer {
    let object = ObjCObject.string(s)
    AutoreleasePool.add(object)
    return object.pointer
}

/// Builds the demo hierarchy NSObject ← Animal ← Dog (names get a suffix if taken).
/// Also used by `objcrt dump --demo-classes`.
func buildDemoHierarchy() throws -> (animal: ObjCClass, dog: ObjCClass) {
    let legs: LongGetter = { _, _ in 4 }
    let animalSound: ObjectGetter = { _, _ in autoreleasedString("...") }
    let dogSound: ObjectGetter = { _, _ in autoreleasedString("Woof") }
    let breeds: LongGetter = { _, _ in 340 }
    let suffix = ObjCClass.lookUp("Animal") == nil ? "" : "_\(UInt32.random(in: 0...UInt32.max))"

    let animalBuilder = try ClassBuilder(name: "Animal" + suffix)
    try animalBuilder.addIvar("_name", size: 8, log2Alignment: 3, types: "@\"NSString\"")
    try animalBuilder.addMethod("legs", types: "q16@0:8", function: legs)
    try animalBuilder.addMethod("sound", types: "@16@0:8", function: animalSound)
    let animal = try animalBuilder.register()
    let dogBuilder = try ClassBuilder(name: "Dog" + suffix, superclass: animal)
    try dogBuilder.addIvar("_tricks", size: 4, log2Alignment: 2, types: "i")
    try dogBuilder.addMethod("sound", types: "@16@0:8", function: dogSound)
    try dogBuilder.addClassMethod("breedCount", types: "q16@0:8", function: breeds)
    let dog = try dogBuilder.register()
    return (animal, dog)
}

private func runRuntimeDemo() throws {
    print("== 1. Build a hierarchy at run time: NSObject ← Animal ← Dog")
    let (animal, dog) = try buildDemoHierarchy()
    for cls in [animal, dog] {
        print("  \(cls.name): superclass \(cls.superclass?.name ?? "nil"), instance size \(cls.instanceSize) bytes, "
              + "ivars \(cls.ivars.map { "\($0.name)@\($0.offset)" }), "
              + "methods \(cls.methods.map(\.selector.name)), class methods \(cls.metaclass.methods.map(\.selector.name))")
    }

    print("\n== 2. isa chains: instance → class → metaclass → root metaclass → itself")
    let rex = try dog.new()
    let generic = try animal.new()
    for (label, object) in [("rex", rex), ("an animal", generic)] {
        var chain = [label]
        var cls = object.objcClass
        for _ in 0..<4 {
            chain.append(cls.description)
            cls = cls.metaclass
        }
        print("  \(chain.joined(separator: " -isa→ "))   (the root metaclass's isa is itself)")
    }

    print("\n== 3. superclass chains, of the classes and of their metaclasses")
    for start in [dog, dog.metaclass] {
        var chain: [String] = []
        var c: ObjCClass? = start
        while let k = c {
            chain.append(k.description)
            c = k.superclass
        }
        chain.append("nil")
        print("  \(chain.joined(separator: " -super→ "))")
    }
    print("  (a metaclass's superclass is the superclass's metaclass; the root metaclass's is NSObject)")

    print("\n== 4. The method cache filling as messages are sent to rex (class \(dog.name))")
    dog.flushMethodCache()
    dog.metaclass.flushMethodCache()
    print("  empty:                 \(dog.methodCache)")
    let steps: [(String, () throws -> String)] = [
        ("[rex legs]", { "\(try rex.send("legs", as: Int.self))  (found in Animal, cached in Dog)" }),
        ("[rex sound]", { try rex.send("sound")?.stringValue ?? "nil" }),
        ("[rex legs] again", { "\(try rex.send("legs", as: Int.self))  (a cache hit: no method-list walk)" }),
        ("[rex hash]", { "\(try rex.send("hash", as: Int.self))  (from NSObject)" }),
        ("[rex fly]", {
            do { _ = try rex.send("fly"); return "?" } catch { return "error: \(error)  (the miss is cached too)" }
        }),
    ]
    for (message, run) in steps {
        let result = try run()
        print("  \(message) = \(result)")
        print("    Dog's cache now: \(dog.methodCache)")
    }
    print("  [Dog breedCount] = \(try dog.send("breedCount", as: Int.self))  (a class method: looked up and cached in the metaclass)")
    print("    meta(Dog)'s cache: \(dog.metaclass.methodCache)")

    print("\n== 5. A category on Animal replaces -legs; the caches below it see that at once")
    let threeLegs: LongGetter = { _, _ in 3 }
    let category = try Category(name: "Injured")
    if let threeLegsIMP = unsafeIMP(threeLegs) {
        try category.addInstanceMethod("legs", types: "q16@0:8", imp: threeLegsIMP)
    }
    try category.attach(to: animal)
    print("  Dog's cache after attaching to Animal (flushed): \(dog.methodCache)")
    print("  [rex legs] = \(try rex.send("legs", as: Int.self))  (the category's method wins over Animal's own)")
    print("  [rex sound] = \(try rex.send("sound")?.stringValue ?? "nil")  (Dog's override is untouched)")

    print("\n== 6. objc_disposeClassPair: refused while in use; afterwards a kept handle is a tombstone")
    let puppy = try ClassBuilder(name: uniqueDemoName("Puppy"), superclass: dog).register()
    do {
        let pup = try puppy.new()
        do { try puppy.dispose() } catch { print("  dispose() with a live Puppy: \(error)") }
        _ = pup
    }
    try puppy.dispose()
    print("  after the last Puppy is gone, dispose() succeeds; the handle kept: isDisposed = \(puppy.isDisposed), "
          + "named(\"\(puppy.name)\") finds \(ObjCClass.lookUp(puppy.name).map(\.name) ?? "nothing")")
    do { _ = try puppy.new() } catch { print("  [Puppy new] through the kept handle: \(error)") }
}

/// `base`, or `base` with a random suffix when a class of that name exists.
private func uniqueDemoName(_ base: String) -> String {
    ObjCClass.lookUp(base) == nil ? base : "\(base)_\(UInt32.random(in: 0...UInt32.max))"
}

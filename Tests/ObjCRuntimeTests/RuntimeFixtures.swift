// Helpers shared by the runtime tests: C-convention IMP shapes, constant IMPs and small
// registered classes (named with MiniObjCTestSupport's uniqueName: the class table is global).
import MiniObjCTestSupport
import ObjCRuntime

typealias IdSelToInt = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int
typealias IdSelIntToInt = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, Int) -> Int
typealias IdSelToVoid = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
typealias IdSelToObj = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
typealias IdSelSelToBool = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) -> ObjCBool
typealias IdSelSelToObj = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?

/// An IMP from a C-convention closure.
func imp<F>(_ f: F) -> IMP {
    guard let p = unsafeIMP(f) else { fatalError("test bug: not a C function") }
    return p
}

/// IMPs returning constants, used everywhere.
let returns1: IdSelToInt = { _, _ in 1 }
let returns2: IdSelToInt = { _, _ in 2 }
let returns3: IdSelToInt = { _, _ in 3 }
let returns42: IdSelToInt = { _, _ in 42 }
let incIMP: IdSelIntToInt = { _, _, x in x &+ 1 }
let doubleIMP: IdSelIntToInt = { _, _, x in x &* 2 }

/// A registered subclass of NSObject (or of `superclass`) with the given instance methods.
func makeClass(_ base: String, superclass: ObjCClass = .nsObject, extraBytes: Int = 0,
               methods: [(String, String, IMP)] = []) throws -> ObjCClass {
    let b = try ClassBuilder(name: uniqueName(base), superclass: superclass, extraBytes: extraBytes)
    for (sel, types, imp) in methods { try b.addMethod(Selector(sel), types: types, imp: imp) }
    return try b.register()
}

/// Counts deallocations in the counting class's indexed bytes, then calls [super dealloc].
/// The counting class is the first one up the chain that has indexed bytes.
let countingDealloc: IdSelToVoid = { obj, cmd in
    guard let obj else { return }
    var c: ObjCClass? = ObjCClass(ofObject: obj)
    while let k = c, k.indexedBytes == nil { c = k.superclass }
    guard let counting = c, let counter = counting.indexedBytes, let parent = counting.superclass else { return }
    counter.storeBytes(of: counter.load(as: Int.self) + 1, as: Int.self)
    let superDealloc = MessageSend.lookupSuper(obj, from: parent, Selector(rawValue: cmd!))
    unsafeBitCast(superDealloc, to: IdSelToVoid.self)(obj, cmd)
}

/// A registered class whose -dealloc counts into its indexed bytes.
func makeCountingClass(_ base: String, ivars: [(String, IvarOwnership)] = []) throws -> ObjCClass {
    let b = try ClassBuilder(name: uniqueName(base), extraBytes: 8)
    for (name, ownership) in ivars {
        try b.addIvar(name, size: 8, log2Alignment: 3, types: "@", ownership: ownership)
    }
    try b.addMethod("dealloc", types: "v16@0:8", imp: imp(countingDealloc))
    return try b.register()
}

/// How many instances of a counting class were deallocated.
func deallocCount(_ cls: ObjCClass) -> Int {
    cls.indexedBytes?.load(as: Int.self) ?? -1
}

// Behaviour of CSupport/RuntimeCore/class.c: class pairs, registration and lookup by name.
import ObjCRuntime
import Testing
#if canImport(Glibc)
import Glibc
import CRuntimeCore
import MiniObjCTestSupport
#endif

@Suite struct ClassPairTests {
    /// The diagram of Docs/ObjectsClassesMetaclasses.md: instance → class → metaclass → root
    /// metaclass → itself; the root metaclass's superclass is the root class; the root
    /// class's superclass is nil.
    @Test func isaAndSuperclassWiringMatchesTheDiagram() throws {
        let root = ObjCClass.nsObject
        let a = try makeClass("DiagA")
        let b = try makeClass("DiagB", superclass: a)
        let obj = try b.createInstance()

        #expect(obj.objcClass == b)
        #expect(b.superclass == a)
        #expect(a.superclass == root)
        #expect(root.superclass == nil)

        let metaB = b.metaclass, metaA = a.metaclass, rootMeta = root.metaclass
        #expect(metaB.isMetaClass && metaA.isMetaClass && rootMeta.isMetaClass)
        #expect(!b.isMetaClass && !root.isMetaClass)
        #expect(metaB.superclass == metaA)
        #expect(metaA.superclass == rootMeta)
        #expect(rootMeta.superclass == root)
        #expect(metaB.metaclass == rootMeta)
        #expect(metaA.metaclass == rootMeta)
        #expect(rootMeta.metaclass == rootMeta)
        #expect(b.asObject.objcClass == metaB)
        #expect(metaB.name == b.name)
        #expect(metaB.nonMetaClass == b)
    }

    @Test func newRootClassWiring() throws {
        let root = try ClassBuilder(name: uniqueName("Root"), superclass: nil, root: true).register()
        #expect(root.superclass == nil)
        #expect(root.metaclass.metaclass == root.metaclass)
        #expect(root.metaclass.superclass == root)
        let obj = try root.createInstance()
        #expect(obj.objcClass == root)
        // No NSObject: no -dealloc; the runtime still frees it when the handle goes.
    }

    @Test func lookupByNameAndListing() throws {
        let name = uniqueName("Listed")
        let builder = try ClassBuilder(name: name)
        #expect(ObjCClass.lookUp(name) == nil, "pending classes are not visible")
        let cls = try builder.register()
        #expect(try ObjCClass.named(name) == cls)
        #expect(ObjCClass.allClasses.contains(cls))
        #expect(!ObjCClass.allClasses.contains(cls.metaclass))
        #expect(ObjCClass.allClasses.contains(.nsObject))
        #expect(cls.isRegistered)
    }

    @Test func unknownClassIsATypedError() {
        #expect(throws: ObjCError.unknownClass(name: "NoSuchClass_xyz")) {
            try ObjCClass.named("NoSuchClass_xyz")
        }
    }

    @Test func duplicateNamesAreRefused() throws {
        let name = uniqueName("Dup")
        let pending = try ClassBuilder(name: name)
        #expect(throws: ObjCError.duplicateClass(name: name)) { try ClassBuilder(name: name) }
        try pending.register()
        #expect(throws: ObjCError.duplicateClass(name: name)) { try ClassBuilder(name: name) }
        #expect(throws: ObjCError.duplicateClass(name: "NSObject")) { try ClassBuilder(name: "NSObject") }
        #expect(throws: ObjCError.classAlreadyRegistered(name: name)) { try pending.register() }
    }

    @Test func superclassMustBeRegistered() throws {
        let pending = try ClassBuilder(name: uniqueName("Pending"))
        #expect(throws: ObjCError.superclassNotRegistered(name: pending.objcClass.name)) {
            try ClassBuilder(name: uniqueName("Child"), superclass: pending.objcClass)
        }
        #expect(throws: ObjCError.self) { try ClassBuilder(name: "") }
    }

    @Test func disposeRefusedWhileInUseThenSucceeds() throws {
        let parent = try makeClass("DispParent")
        let name = parent.name
        let child = try makeClass("DispChild", superclass: parent)
        var obj: ObjCObject? = try parent.createInstance()
        #expect(throws: ObjCError.classInUse(name: name, liveInstances: 1, subclasses: 1)) { try parent.dispose() }
        #expect(try ObjCClass.named(name) == parent, "a refused dispose changes nothing")
        try child.dispose()
        #expect(throws: ObjCError.classInUse(name: name, liveInstances: 1, subclasses: 0)) { try parent.dispose() }
        #expect(try obj?.send("hash", as: Int.self) != 0, "the instance still works")
        obj = nil
        try parent.dispose()
        #expect(ObjCClass.lookUp(name) == nil)
        // The name is free again.
        _ = try makeClass(name)
    }

    /// Disposal frees the class's records, and glibc's M_PERTURB fills freed memory at once: a
    /// read of freed memory (the name, a list) through the kept handle would follow a garbage
    /// pointer and crash instead of passing by luck (AddressSanitizer reports it as a
    /// heap-use-after-free either way). The tombstone keeps the name and empty lists.
    @Test func disposeReadsNothingOfTheClassOnceFreed() throws {
        perturbFreedMemory(0xA5)
        defer { perturbFreedMemory(0) }
        for _ in 0..<20 {
            let cls = try makeClass("Freed")
            let name = cls.name
            try cls.dispose()
            #expect(ObjCClass.lookUp(name) == nil)
            #expect(cls.name == name && cls.methods.isEmpty && cls.ivars.isEmpty && cls.isDisposed)
            try ClassBuilder(name: name).register().dispose()  // the name is free again
        }
    }

    @Test func builtInClassesCannotBeDisposed() {
        #expect(throws: ObjCError.self) { try ObjCClass.nsObject.dispose() }
        #expect(throws: ObjCError.self) { try ObjCClass.nsString.dispose() }
    }

    @Test func subclassesAreListed() throws {
        let a = try makeClass("SubsA")
        let b = try makeClass("SubsB", superclass: a)
        let c = try makeClass("SubsC", superclass: a)
        #expect(Set(a.subclasses) == [b, c])
        #expect(Set(a.metaclass.subclasses) == [b.metaclass, c.metaclass])
    }

    /// A class pair's extra bytes are added to the class struct's size; a wrapping value is
    /// an invalid argument, not a too-small class.
    @Test func hugeClassExtraBytesAreRefused() throws {
        _ = try ObjCClass.named("NSObject")
        let nsobject = try #require(rt_objc_getClass("NSObject"))
        let name = uniqueName("HugeExtra")
        var status = RT_OK
        let cls = rt_objc_allocateClassPair(nsobject, name, Int(bitPattern: UInt(UInt.max - 16)), &status)
        #expect(cls == nil)
        #expect(status == RT_ERR_INVALID_ARGUMENT)
        #expect(rt_objc_getClass(name) == nil)
    }

    /// Looking a class up by a name nobody registered is a typed error naming it; a NUL
    /// inside the name cannot smuggle a prefix past the lookup.
    @Test func unknownClassNamesAreTypedErrors() {
        #expect(throws: ObjCError.unknownClass(name: "")) { try ObjCClass.named("") }
        #expect(throws: ObjCError.unknownClass(name: "Nope\u{0}Hidden")) { try ObjCClass.named("Nope\u{0}Hidden") }
        #expect(ObjCClass.lookUp("NoSuchClass") == nil)
        #expect(ObjCError.unknownClass(name: "X").description.contains("'X'"))
    }

    /// Each refused builder input is a typed error, and the class being built stays usable.
    @Test func invalidBuilderInputs() throws {
        #expect(throws: ObjCError.self) { try ClassBuilder(name: "") }
        #expect(throws: ObjCError.self) { try ClassBuilder(name: uniqueName("NoSuper"), superclass: nil) }
        let b = try ClassBuilder(name: uniqueName("BadFn"))
        #expect(throws: ObjCError.self) { try b.addMethod("x", types: "v16@0:8", function: 42) }
        #expect(unsafeIMP(3.5) == nil)
        #expect(throws: ObjCError.classNotRegistered(name: b.objcClass.name)) { try b.objcClass.createInstance() }
        try b.register()
        #expect(throws: ObjCError.self) { try b.objcClass.metaclass.createInstance() }
        #expect(try b.objcClass.createInstance().objcClass == b.objcClass, "still usable after the refusals")
    }
}

/// glibc's `mallopt(M_PERTURB, byte)`: from now on `free` fills memory with `byte` (0: off).
/// `malloc.h` is not in Swift's Glibc module, so the function is found by name.
private func perturbFreedMemory(_ byte: Int32) {
    #if canImport(Glibc)
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    let M_PERTURB: Int32 = -6  // malloc.h
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: Mallopt.self)(M_PERTURB, byte)
    #endif
}

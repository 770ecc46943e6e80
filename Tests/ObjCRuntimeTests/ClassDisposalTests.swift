// Behaviour of ObjCClass.dispose() (Classes/ObjCClass+Disposal.swift) over CSupport/RuntimeCore/class.c.
import Dispatch
#if canImport(Glibc)
import Glibc
#endif
import ObjCRuntime
import Synchronization
import Testing
import MiniObjCTestSupport

/// `ObjCClass.dispose()`, the one way a class goes: what is left of it (a tombstone a kept
/// handle can still read), the closure IMPs it frees, and the hooks other modules register.
@Suite struct ClassDisposalTests {
    /// A handle kept after disposal reads valid memory — its name, empty lists — and every
    /// change is a typed error, every message the unrecognized-selector exception; the name
    /// is free for a new class, which works.
    @Test func staleHandlesGiveTypedErrorsNeverCrash() throws {
        let b = try ClassBuilder(name: uniqueName("Stale"))
        try b.addIvar("_v", size: 8, log2Alignment: 3, types: "q")
        try b.addMethod("one", types: "q16@0:8", imp: imp(returns1))
        try b.addClassMethod("two", types: "q16@0:8", imp: imp(returns2))
        try b.addProperty("v", attributes: "Tq,V_v")
        let cls = try b.register()
        let name = cls.name
        let proto = try ObjCProtocol.Builder(name: uniqueName("StaleProto")).register()
        try cls.dispose()

        #expect(cls.isDisposed && cls.metaclass.isDisposed)
        #expect(cls.name == name && cls.metaclass.name == name)
        #expect(cls.methods.isEmpty && cls.metaclass.methods.isEmpty && cls.ivars.isEmpty && cls.properties.isEmpty)
        #expect(cls.superclass == nil && cls.subclasses.isEmpty && !cls.isRegistered)
        #expect(cls.instanceMethod(for: "one") == nil && cls.classMethod(for: "two") == nil)
        #expect(cls.instanceMethod(for: "hash") == nil, "nothing is inherited any more")
        #expect(!cls.instancesRespond(to: "one") && cls.methodImplementation(for: "one") == nil)
        #expect(ObjCClass.lookUp(name) == nil && !ObjCClass.allClasses.contains(cls))

        let gone = ObjCError.classDisposed(name: name)
        #expect(throws: gone) { try cls.addMethod("three", types: "q16@0:8", imp: imp(returns3)) }
        #expect(throws: gone) { try cls.addProperty("w", attributes: "Tq") }
        #expect(throws: gone) { try cls.replaceProperty("v", attributes: "Tq") }
        #expect(throws: gone) { try cls.addProtocol(proto) }
        #expect(throws: gone) { try cls.createInstance() }
        #expect(throws: gone) { try cls.dispose() }
        #expect(throws: gone) { try b.register() }
        #expect(throws: gone) { try ClassBuilder(name: uniqueName("UnderStale"), superclass: cls) }
        #expect(throws: gone) { try ObjCClass.nsObject.new().setClass(cls) }
        #expect(cls.replaceMethod("one", types: "q16@0:8", imp: imp(returns3)) == nil)
        #expect(cls.methods.isEmpty, "replaceMethod added nothing")

        // Messages to the class object end in -doesNotRecognizeSelector:, even NSObject's.
        #expect(throws: ObjCException.unrecognizedSelector(className: name, selector: "two", sentToClass: true)) {
            try cls.send("two", as: Int.self)
        }
        #expect(throws: ObjCException.unrecognizedSelector(className: name, selector: "new", sentToClass: true)) {
            try cls.new()
        }
        #expect(!ObjCException.isPending)

        let again = try ClassBuilder(name: name).addMethod("one", types: "q16@0:8", imp: imp(returns42)).register()
        #expect(try again != cls && !again.isDisposed && ObjCClass.named(name) == again)
        #expect(try again.new().send("one", as: Int.self) == 42)
        try again.dispose()
    }

    /// A root class's tombstone too: its metaclass no longer points back at it.
    @Test func aDisposedRootClassIsATombstoneToo() throws {
        let root = try ClassBuilder(name: uniqueName("StaleRoot"), superclass: nil, root: true).register()
        try root.dispose()
        #expect(root.isDisposed && root.superclass == nil && root.metaclass.superclass == nil)
        #expect(throws: ObjCException.self) { try root.send("anything", as: Int.self) }
    }

    /// Every kind of closure IMP among a disposed class's methods is freed — a typed block on a
    /// trampoline, a boxed block on a libffi closure, a raw handler — class methods included;
    /// one that another class still has as a method lives on.
    @Test func closureIMPsGoWithTheirClass() throws {
        let typed = try imp_implementationWithBlock { (_: UnsafeMutableRawPointer?, x: Int) in x + 1 }
        let boxed = try imp_implementationWithBlock(types: "q@:q") { args in .int64((args[2].int64Value ?? 0) * 2) }
        let raw = try imp_implementationWithRawHandler(types: "v@:") { _ in }
        let classSide = try imp_implementationWithBlock { (_: UnsafeMutableRawPointer?) -> Int in 7 }
        let shared = try imp_implementationWithBlock { (_: UnsafeMutableRawPointer?) -> Int in 9 }
        let b = try ClassBuilder(name: uniqueName("Closures"))
        try b.addMethod("typed:", types: "q24@0:8q16", imp: typed)
        try b.addMethod("boxed:", types: "q24@0:8q16", imp: boxed)
        try b.addMethod("raw", types: "v16@0:8", imp: raw)
        try b.addMethod("shared", types: "q16@0:8", imp: shared)
        try b.addClassMethod("classSide", types: "q16@0:8", imp: classSide)
        let cls = try b.register()
        let other = try makeClass("ClosureSharer", methods: [("shared", "q16@0:8", shared)])
        do {
            let obj = try cls.new()
            #expect(try obj.send("typed:", 1, as: Int.self) == 2 && obj.send("boxed:", 4, as: Int.self) == 8)
            #expect(try cls.send("classSide", as: Int.self) == 7)
        }
        let mine = [typed, boxed, raw, classSide]
        #expect((mine + [shared]).allSatisfy(ClosureIMP.contains))
        try cls.dispose()
        #expect(mine.allSatisfy { !ClosureIMP.contains($0) && imp_getBlock($0) == nil })
        #expect(ClosureIMP.contains(shared), "another class still runs it")
        #expect(try other.new().send("shared", as: Int.self) == 9)
        try other.dispose()
        #expect(!ClosureIMP.contains(shared))
    }

    /// Hooks run once per disposal, after the runtime let the class go, with its handle.
    @Test func disposalHooksSeeTheDisposedClass() throws {
        let seen = LockedValue<[(ObjCClass, Bool)]>([])
        let cls = try makeClass("Hooked")
        let name = cls.name
        ObjCClass.addDisposalHook { disposed in
            guard disposed.name == name else { return }
            seen.withLock { $0.append((disposed, disposed.isDisposed)) }
        }
        #expect(throws: ObjCError.self) { try ObjCClass.nsObject.dispose() }
        PropertyTypeArguments.record(["Book"], forProperty: "books", of: cls)
        try cls.dispose()
        let calls = seen.withLock { $0 }
        #expect(calls.count == 1 && calls.first?.0 == cls && calls.first?.1 == true)
        #expect(PropertyTypeArguments.arguments(forProperty: "books", of: cls) == nil)
    }

    /// Disposing of a class with live instances is refused, as often as it is asked, and the
    /// class and its instances keep working.
    @Test func disposeInUseKeepsEverythingWorking() throws {
        let cls = try makeClass("BadDispose", methods: [("inc:", "q24@0:8q16", imp(incIMP))])
        let obj = try cls.new()
        for _ in 0..<3 { #expect(throws: ObjCError.self) { try cls.dispose() } }
        #expect(try obj.send("inc:", 41, as: Int.self) == 42)
        #expect(try ObjCClass.named(cls.name) == cls)
        #expect(cls.liveInstanceCount == 1)
    }
}

extension ClassDisposalTests {
    /// One thread builds, registers and disposes of a class of the same name 60 times while
    /// six threads look the name up and message the class they find: each answer is the
    /// method's result or a typed error — the name not found, a disposed class — never a crash
    /// or a wrong result. (No instances: one made while the class goes would have its `-init`
    /// refused and its allocation lost, as `[[cls alloc] init]` raising loses it in
    /// Objective-C — a leak LeakSanitizer rightly reports, not what this test is about.)
    @Test func disposalRacingLookupsAndSendsIsRefusedNeverACrash() throws {
        let name = uniqueName("DisposeRace")
        let done = Atomic<Bool>(false)
        let wrong = Atomic<Int>(0), answered = Atomic<Int>(0), refused = Atomic<Int>(0)
        let group = DispatchGroup()
        for t in 0..<6 {
            group.enter()
            Thread.detach(name: "reader-\(t)") {
                while !done.load(ordering: .acquiring) {
                    guard let cls = ObjCClass.lookUp(name) else { continue }
                    do {
                        if try cls.send("answer", as: Int.self) != 1 { wrong.add(1, ordering: .relaxed) }
                        answered.add(1, ordering: .relaxed)
                    } catch is ObjCError {
                        refused.add(1, ordering: .relaxed)      // disposed under us
                    } catch is ObjCException {
                        refused.add(1, ordering: .relaxed)      // a message to the tombstone
                    } catch {
                        wrong.add(1, ordering: .relaxed)
                    }
                }
                group.leave()
            }
        }
        var disposed = 0
        for _ in 0..<60 {
            let b = try ClassBuilder(name: name)
            try b.addMethod("one", types: "q16@0:8", imp: imp(returns1))
            try b.addClassMethod("answer", types: "q16@0:8", imp: imp(returns1))
            let cls = try b.register()
            sched_yield()
            try cls.dispose()
            disposed += 1
        }
        done.store(true, ordering: .releasing)
        group.wait()
        #expect(disposed == 60)
        #expect(wrong.load(ordering: .relaxed) == 0)
        #expect(ObjCClass.lookUp(name) == nil)
    }
}

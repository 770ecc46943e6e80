// Behaviour of CSupport/RuntimeCore/weak.c through WeakReference: zeroing weak references.
import ObjCRuntime
import Testing

@Suite struct WeakReferenceTests {
    @Test func weakReadsNilAfterDealloc() throws {
        let cls = try makeCountingClass("Weakly")
        var obj: ObjCObject? = try cls.new()
        let weak = WeakReference(obj)
        let weak2 = WeakReference(obj)
        #expect(weak.object == obj)
        #expect(obj!.retainCount == 1, "weak references do not retain")
        #expect(WeakReference.count(for: obj!) == 2)
        obj = nil
        #expect(deallocCount(cls) == 1)
        #expect(weak.object == nil)
        #expect(weak2.object == nil)
    }

    @Test func storeReplacesAndDestroyUnregisters() throws {
        let cls = try makeClass("WeakStore")
        let a = try cls.new(), b = try cls.new()
        let weak = WeakReference()
        #expect(weak.object == nil)
        weak.object = a
        #expect(weak.object == a)
        weak.object = b
        #expect(WeakReference.count(for: a) == 0)
        #expect(WeakReference.count(for: b) == 1)
        do {
            let scoped = WeakReference(b)
            #expect(scoped.object == b)
        }
        #expect(WeakReference.count(for: b) == 1, "a destroyed weak reference unregisters")
        weak.object = nil
        #expect(WeakReference.count(for: b) == 0)
    }

    @Test func weakToAClassNeverZeroes() throws {
        let cls = try makeClass("WeakClass")
        let weak = WeakReference(cls.asObject)
        #expect(weak.object?.isClass == true)
    }

    @Test func loadRacingTheLastReleaseIsSafe() async throws {
        let cls = try makeCountingClass("WeakRace")
        for _ in 0..<200 {
            var obj: ObjCObject? = try cls.new()
            let weak = WeakReference(obj)
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for _ in 0..<50 {
                        if let strong = weak.object { #expect(strong.retainCount >= 1) }
                    }
                }
                group.addTask { [obj] in _ = obj }
                obj = nil
            }
            #expect(weak.object == nil)
        }
        #expect(deallocCount(cls) == 200)
    }

    @Test func aWeakReferenceToNothingReadsNilUntilStored() throws {
        let weak = WeakReference(nil)
        #expect(weak.object == nil)
        let obj = try ObjCClass.nsObject.new()
        weak.object = obj
        #expect(weak.object == obj)
        #expect(obj.retainCount == 1, "a weak reference never retains")
        weak.object = nil
        #expect(weak.object == nil)
    }
}

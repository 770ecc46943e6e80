import Dispatch
import Foundation
import Synchronization
import Testing
import ObjCRuntime
@testable import ObjCHeaders
import MiniObjCTestSupport

/// An atomic object setter takes its ivar's stripe lock (Docs/Locks.md); the value it
/// replaces must be released after the stripe is unlocked, as objc4's objc_setProperty does,
/// because the release may run a -dealloc that takes the same stripe. Here the old value's
/// -dealloc sets the very property being replaced: under the stripe, that deadlocked.
@Suite struct AtomicSetterReleaseTests {
    /// The holder whose property a dying value clears (read by the C-convention -dealloc).
    static let holder = Mutex<UnsafeMutableRawPointer?>(nil)
    static let deallocs = Atomic<Int>(0)

    @Test func replacedValueIsReleasedOutsideTheStripe() throws {
        let name = uniqueName("AtomicHolder")
        try RuntimeInstaller.install("""
            #import <Foundation/Foundation.h>
            @interface \(name) : NSObject
            @property (atomic, strong) id value;
            @end
            """, fileName: "atomic_holder.h")
        let holderClass = try ObjCClass.named(name)

        // A value whose -dealloc sends -setValue:nil to the holder, then NSObject's -dealloc.
        typealias Dealloc = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Void
        let dealloc: Dealloc = { me, cmd in
            AtomicSetterReleaseTests.deallocs.add(1, ordering: .relaxed)
            if let h = AtomicSetterReleaseTests.holder.withLock({ $0 }) {
                let holder = ObjCObject(retaining: h)
                try? holder.send(Selector("setValue:"), nil as ObjCObject?, as: Void.self)
            }
            let base = ObjCClass.nsObject.methodImplementation(for: Selector("dealloc"))
            unsafeBitCast(base, to: Dealloc.self)(me, cmd)
        }
        let valueClass = try ClassBuilder(name: name + "Value")
            .addMethod(Selector("dealloc"), types: "v16@0:8", function: dealloc)
            .register()

        let holderObject = try holderClass.new()
        Self.holder.withLock { $0 = holderObject.pointer }
        defer { Self.holder.withLock { $0 = nil } }

        // On another thread, so a deadlock fails the test instead of hanging the run.
        let done = DispatchSemaphore(value: 0)
        let before = Self.deallocs.load(ordering: .relaxed)
        Thread.detachNewThread {
            try? holderObject.send(Selector("setValue:"), try? valueClass.new(), as: Void.self)
            // Replacing the value releases it: its -dealloc re-enters the setter.
            try? holderObject.send(Selector("setValue:"), try? valueClass.new(), as: Void.self)
            done.signal()
        }
        // On a deadlock the stripe stays held: touch the property no more.
        try #require(done.wait(timeout: .now() + 20) == .success, "the setter deadlocked on its own stripe")
        #expect(Self.deallocs.load(ordering: .relaxed) > before, "the replaced value was deallocated")
        #expect(try holderObject.send(Selector("value")) == nil, "the dying value cleared the property")
    }
}

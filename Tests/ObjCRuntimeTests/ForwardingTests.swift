// Behaviour of CSupport/LibffiGlue/forward.c and Sources/ObjCRuntime/Forwarding: -forwardInvocation: and NSInvocation.
import Testing
import CRuntimeCore
import CallTestSupport
import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif
@testable import ObjCRuntime

typealias ObjID = UnsafeMutablePointer<rt_object>
typealias ObjSEL = UnsafePointer<rt_selector>

/// The typed IMP `receiver` runs for `name` (after forwarding target changes `receiver`).
func lookup<F>(_ receiver: inout ObjID?, _ name: String, as: F.Type) -> (F, ObjSEL) {
    let sel = rt_sel_registerName(name)!
    let imp = rt_msg_lookup(&receiver, sel)!
    return (unsafeBitCast(imp, to: F.self), sel)
}

/// A real class and a logging proxy in front of it, built with the runtime's C API.
enum ForwardingFixtures {
    static let log = LockedValue<[String]>([])

    struct Classes: @unchecked Sendable {
        let counter: Class
        let proxy: Class
        let answerer: Class
        let proxyTarget: CRuntimeCore.Ivar
    }

    static let classes: Classes = {
        ObjCForwarding.install()
        let root = rt_NSObject()!
        var status = RT_OK

        // FwdCounter: a few methods of different shapes.
        let counter = rt_objc_allocateClassPair(root, "FwdCounter", 0, &status)!
        typealias Inc = @convention(c) (ObjID?, ObjSEL?, Int) -> Int
        let inc: Inc = { _, _, x in x + 1 }
        rt_class_addMethod(counter, rt_sel_registerName("inc:"), unsafeBitCast(inc, to: CRuntimeCore.IMP.self), "q24@0:8q16")
        typealias Scale = @convention(c) (ObjID?, ObjSEL?, Double, Double) -> Double
        let scale: Scale = { _, _, a, b in a * b }
        rt_class_addMethod(counter, rt_sel_registerName("scale:by:"), unsafeBitCast(scale, to: CRuntimeCore.IMP.self), "d32@0:8d16d24")
        typealias Rect = @convention(c) (ObjID?, ObjSEL?, Double, Double) -> CTRect
        let rect: Rect = { _, _, w, h in CTRect(x: 1, y: 2, w: w, h: h) }
        rt_class_addMethod(counter, rt_sel_registerName("rectWithWidth:height:"), unsafeBitCast(rect, to: CRuntimeCore.IMP.self),
                           "{CTRect=dddd}32@0:8d16d24")
        typealias Name = @convention(c) (ObjID?, ObjSEL?) -> UnsafePointer<CChar>?
        let name: Name = { _, _ in UnsafePointer(strdupStatic) }
        rt_class_addMethod(counter, rt_sel_registerName("name"), unsafeBitCast(name, to: CRuntimeCore.IMP.self), "r*16@0:8")
        rt_objc_registerClassPair(counter)

        // FwdLoggingProxy: logs every message it does not implement and forwards it.
        let proxy = rt_objc_allocateClassPair(root, "FwdLoggingProxy", 0, &status)!
        rt_class_addIvar(proxy, "target", 8, 3, "@", RT_IVAR_UNRETAINED)
        typealias Sig = @convention(c) (ObjID?, ObjSEL?, ObjSEL?) -> ObjID?
        let sig: Sig = { me, cmd, sel in
            var target: ObjID? = rt_object_getIvar(me, ForwardingFixtures.classes.proxyTarget)
            let (f, s) = lookup(&target, "methodSignatureForSelector:", as: Sig.self)
            return f(target, s, sel)
        }
        rt_class_addMethod(proxy, rt_sel_registerName("methodSignatureForSelector:"), unsafeBitCast(sig, to: CRuntimeCore.IMP.self), "@24@0:8:16")
        typealias Fwd = @convention(c) (ObjID?, ObjSEL?, ObjID?) -> Void
        let fwd: Fwd = { me, _, invocation in
            guard let inv = ObjCForwarding.invocation(of: invocation.map { UnsafeMutableRawPointer($0) }),
                  let sel = inv.selector else { return }
            ForwardingFixtures.log.withLock {
                $0.append(String(cString: rt_sel_getName(sel.assumingMemoryBound(to: rt_selector.self))))
            }
            // [invocation invokeWithTarget:target], sent as a message.
            var receiver: ObjID? = invocation
            let target = rt_object_getIvar(me, ForwardingFixtures.classes.proxyTarget)
            let (f, s) = lookup(&receiver, "invokeWithTarget:", as: Fwd.self)
            f(receiver, s, target)
        }
        rt_class_addMethod(proxy, rt_sel_registerName("forwardInvocation:"), unsafeBitCast(fwd, to: CRuntimeCore.IMP.self), "v24@0:8@16")
        rt_objc_registerClassPair(proxy)
        let ivar = rt_class_getInstanceVariable(proxy, "target")!

        // FwdAnswerer: answers any one-long-argument message itself, by setting the return value.
        let answerer = rt_objc_allocateClassPair(root, "FwdAnswerer", 0, &status)!
        let anySig: Sig = { _, _, _ in
            (try? ObjCForwarding.methodSignature(types: "q@:q")).map { $0.assumingMemoryBound(to: rt_object.self) }
        }
        rt_class_addMethod(answerer, rt_sel_registerName("methodSignatureForSelector:"), unsafeBitCast(anySig, to: CRuntimeCore.IMP.self), "@24@0:8:16")
        let answer: Fwd = { _, _, invocation in
            guard let inv = ObjCForwarding.invocation(of: invocation.map { UnsafeMutableRawPointer($0) }),
                  case .int64(let x)? = try? inv.argument(at: 2) else { return }
            try? inv.setReturnValue(.int64(x * 10))
        }
        rt_class_addMethod(answerer, rt_sel_registerName("forwardInvocation:"), unsafeBitCast(answer, to: CRuntimeCore.IMP.self), "v24@0:8@16")
        rt_objc_registerClassPair(answerer)
        return Classes(counter: counter, proxy: proxy, answerer: answerer, proxyTarget: ivar)
    }()

    nonisolated(unsafe) static let strdupStatic: UnsafeMutablePointer<CChar> = strdup("counter")!

    static func makeProxy() -> (proxy: ObjID, counter: ObjID) {
        let counter = rt_class_createInstance(classes.counter, 0)!
        let proxy = rt_class_createInstance(classes.proxy, 0)!
        rt_object_setIvar(proxy, classes.proxyTarget, counter)
        return (proxy, counter)
    }
}

@Suite(.serialized) struct ForwardingTests {
    @Test func loggingProxyForwardsEveryMessageToTheRealObject() throws {
        let (proxy, counter) = ForwardingFixtures.makeProxy()
        defer { rt_objc_release(proxy); rt_objc_release(counter) }
        ForwardingFixtures.log.withLock { $0 = [] }

        var r: ObjID? = proxy
        let (inc, incSel) = lookup(&r, "inc:", as: (@convention(c) (ObjID?, ObjSEL?, Int) -> Int).self)
        #expect(inc(r, incSel, 41) == 42)
        r = proxy
        let (scale, scaleSel) = lookup(&r, "scale:by:", as: (@convention(c) (ObjID?, ObjSEL?, Double, Double) -> Double).self)
        #expect(scale(r, scaleSel, 2.5, 4) == 10)
        r = proxy
        let (rect, rectSel) = lookup(&r, "rectWithWidth:height:",
                                     as: (@convention(c) (ObjID?, ObjSEL?, Double, Double) -> CTRect).self)
        let got = rect(r, rectSel, 3, 4)
        #expect(got.x == 1 && got.y == 2 && got.w == 3 && got.h == 4)
        r = proxy
        let (name, nameSel) = lookup(&r, "name", as: (@convention(c) (ObjID?, ObjSEL?) -> UnsafePointer<CChar>?).self)
        #expect(name(r, nameSel).map { String(cString: $0) } == "counter")

        #expect(ForwardingFixtures.log.withLock { $0 } == ["inc:", "scale:by:", "rectWithWidth:height:", "name"])
    }

    @Test func forwardInvocationCanSetTheReturnValueItself() throws {
        let answerer = rt_class_createInstance(ForwardingFixtures.classes.answerer, 0)!
        defer { rt_objc_release(answerer) }
        var r: ObjID? = answerer
        let (f, sel) = lookup(&r, "timesTen:", as: (@convention(c) (ObjID?, ObjSEL?, Int) -> Int).self)
        #expect(f(r, sel, 7) == 70)
        #expect(!rt_exception_isPending())
    }

    /// A proxy that claims every selector but forwards to an object that has none: the
    /// inner -doesNotRecognizeSelector: stays pending for the outer sender.
    @Test func unrecognizedAfterForwardingReachesTheOuterSender() throws {
        let (proxy, counter) = ForwardingFixtures.makeProxy()
        defer { rt_objc_release(proxy); rt_objc_release(counter) }
        var status = RT_OK
        let blind = rt_objc_getClass("FwdBlindProxy") ?? {
            let cls = rt_objc_allocateClassPair(rt_NSObject(), "FwdBlindProxy", 0, &status)!
            typealias Sig = @convention(c) (ObjID?, ObjSEL?, ObjSEL?) -> ObjID?
            let anySig: Sig = { _, _, _ in
                (try? ObjCForwarding.methodSignature(types: "q@:q")).map { $0.assumingMemoryBound(to: rt_object.self) }
            }
            rt_class_addMethod(cls, rt_sel_registerName("methodSignatureForSelector:"),
                               unsafeBitCast(anySig, to: CRuntimeCore.IMP.self), "@24@0:8:16")
            typealias Fwd = @convention(c) (ObjID?, ObjSEL?, ObjID?) -> Void
            let fwd: Fwd = { _, _, invocation in
                // [invocation invokeWithTarget:aCounter], through the NSInvocation API.
                let counter = rt_class_createInstance(ForwardingFixtures.classes.counter, 0)
                defer { rt_objc_release(counter) }
                var receiver: ObjID? = invocation
                let (f, s) = lookup(&receiver, "invokeWithTarget:", as: Fwd.self)
                f(receiver, s, counter)
            }
            rt_class_addMethod(cls, rt_sel_registerName("forwardInvocation:"), unsafeBitCast(fwd, to: CRuntimeCore.IMP.self),
                               "v24@0:8@16")
            rt_objc_registerClassPair(cls)
            return cls
        }()
        let object = try #require(rt_class_createInstance(blind, 0))
        defer { rt_objc_release(object) }
        rt_exception_clear()
        var r: ObjID? = object
        let (f, sel) = lookup(&r, "unknownThing:", as: (@convention(c) (ObjID?, ObjSEL?, Int) -> Int).self)
        #expect(f(r, sel, 3) == 0)
        #expect(rt_exception_pendingKind() == RT_EXC_UNRECOGNIZED_SELECTOR)
        #expect(ObjCException.takePending()
                == .unrecognizedSelector(className: "FwdCounter", selector: String(cString: rt_sel_getName(sel))))
    }

    @Test func withoutASignatureTheMessageIsNotRecognized() throws {
        _ = ForwardingFixtures.classes
        let plain = rt_class_createInstance(ForwardingFixtures.classes.counter, 0)!
        defer { rt_objc_release(plain) }
        rt_exception_clear()
        var r: ObjID? = plain
        let (f, sel) = lookup(&r, "noSuchMethod:", as: (@convention(c) (ObjID?, ObjSEL?, Int) -> Int).self)
        #expect(f(r, sel, 1) == 0)
        #expect(rt_exception_pendingKind() == RT_EXC_UNRECOGNIZED_SELECTOR)
        #expect(ObjCException.takePending()
                == .unrecognizedSelector(className: "FwdCounter", selector: String(cString: rt_sel_getName(sel))))
    }

    static let resolveCalls = Atomic<Int>(0)

    /// Forwarding asks for a signature after resolution failed; that must not run
    /// +resolveInstanceMethod: a second time.
    @Test func resolutionRunsOnceBeforeForwarding() throws {
        _ = ForwardingFixtures.classes
        var status = RT_OK
        let cls = try #require(rt_objc_allocateClassPair(rt_NSObject(), "FwdResolveCounter", 0, &status))
        typealias Resolve = @convention(c) (ObjID?, ObjSEL?, ObjSEL?) -> Int8
        let resolve: Resolve = { _, _, _ in
            ForwardingTests.resolveCalls.add(1, ordering: .relaxed)
            return 0
        }
        rt_class_addMethod(rt_class_getMetaClass(cls), rt_sel_registerName("resolveInstanceMethod:"),
                           unsafeBitCast(resolve, to: CRuntimeCore.IMP.self), "c24@0:8:16")
        rt_objc_registerClassPair(cls)
        let object = try #require(rt_class_createInstance(cls, 0))
        defer { rt_objc_release(object) }
        rt_exception_clear()
        var r: ObjID? = object
        let (f, sel) = lookup(&r, "unknownToEveryone", as: (@convention(c) (ObjID?, ObjSEL?) -> Int).self)
        #expect(f(r, sel) == 0)
        #expect(Self.resolveCalls.load(ordering: .relaxed) == 1)
        #expect(rt_exception_isPending())
        rt_exception_clear()
    }

    @Test func nsobjectAnswersMethodSignatureForItsOwnMethods() throws {
        let counter = rt_class_createInstance(ForwardingFixtures.classes.counter, 0)!
        defer { rt_objc_release(counter) }
        var r: ObjID? = counter
        typealias Sig = @convention(c) (ObjID?, ObjSEL?, ObjSEL?) -> ObjID?
        let (sig, sigSel) = lookup(&r, "methodSignatureForSelector:", as: Sig.self)
        let signature = sig(r, sigSel, rt_sel_registerName("scale:by:"))
        #expect(ObjCForwarding.types(ofMethodSignature: signature.map { UnsafeMutableRawPointer($0) }) == "d32@0:8d16d24")
        var s: ObjID? = signature
        let (count, countSel) = lookup(&s, "numberOfArguments", as: (@convention(c) (ObjID?, ObjSEL?) -> UInt).self)
        #expect(count(s, countSel) == 4)
        s = signature
        let (argType, argSel) = lookup(&s, "getArgumentTypeAtIndex:",
                                       as: (@convention(c) (ObjID?, ObjSEL?, UInt) -> UnsafePointer<CChar>?).self)
        #expect(argType(s, argSel, 2).map { String(cString: $0) } == "d")
        #expect(sig(r, sigSel, rt_sel_registerName("nothingHere")) == nil)
    }

    /// NSInvocation used the Objective-C way, entirely through messages.
    @Test func nsInvocationThroughMessages() throws {
        let counter = rt_class_createInstance(ForwardingFixtures.classes.counter, 0)!
        defer { rt_objc_release(counter) }
        let pool = rt_objc_autoreleasePoolPush()
        defer { rt_objc_autoreleasePoolPop(pool) }
        let signature = try ObjCForwarding.methodSignature(types: "q24@0:8q16").assumingMemoryBound(to: rt_object.self)
        var cls: ObjID? = UnsafeMutableRawPointer(rt_objc_getClass("NSInvocation")!).assumingMemoryBound(to: rt_object.self)
        typealias Make = @convention(c) (ObjID?, ObjSEL?, ObjID?) -> ObjID?
        let (make, makeSel) = lookup(&cls, "invocationWithMethodSignature:", as: Make.self)
        let inv = try #require(make(cls, makeSel, signature))

        func send<F>(_ name: String, as: F.Type) -> (F, ObjID?, ObjSEL) {
            var r: ObjID? = inv
            let (f, s) = lookup(&r, name, as: F.self)
            return (f, r, s)
        }
        let (setTarget, r1, s1) = send("setTarget:", as: (@convention(c) (ObjID?, ObjSEL?, ObjID?) -> Void).self)
        setTarget(r1, s1, counter)
        let (setSelector, r2, s2) = send("setSelector:", as: (@convention(c) (ObjID?, ObjSEL?, ObjSEL?) -> Void).self)
        setSelector(r2, s2, rt_sel_registerName("inc:"))
        var x = 99
        let (setArgument, r3, s3) = send("setArgument:atIndex:",
                                         as: (@convention(c) (ObjID?, ObjSEL?, UnsafeMutableRawPointer?, Int) -> Void).self)
        setArgument(r3, s3, &x, 2)
        let (invoke, r4, s4) = send("invoke", as: (@convention(c) (ObjID?, ObjSEL?) -> Void).self)
        invoke(r4, s4)
        var result = 0
        let (getReturn, r5, s5) = send("getReturnValue:", as: (@convention(c) (ObjID?, ObjSEL?, UnsafeMutableRawPointer?) -> Void).self)
        getReturn(r5, s5, &result)
        #expect(result == 100)
    }

    @Test func swiftInvocationOfARuntimeMethodAndRetargeting() throws {
        let (proxy, counter) = ForwardingFixtures.makeProxy()
        defer { rt_objc_release(proxy); rt_objc_release(counter) }
        let inv = try Invocation(target: UnsafeMutableRawPointer(counter), selector: "inc:")
        try inv.setArgument(.int64(5), at: 2)
        try inv.invoke()
        #expect(inv.returnValue == .int64(6))
        // Sent to the proxy instead, the same frame goes through forwarding.
        ForwardingFixtures.log.withLock { $0 = [] }
        try inv.send(to: UnsafeMutableRawPointer(proxy))
        #expect(inv.returnValue == .int64(6))
        #expect(ForwardingFixtures.log.withLock { $0 } == ["inc:"])
        // Sent to an object that neither implements nor forwards it: a Swift error.
        let plain = rt_class_createInstance(ForwardingFixtures.classes.counter, 0)!
        defer { rt_objc_release(plain) }
        let other = try Invocation(implementation: nil, types: "q@:q")
        other.selector = UnsafeRawPointer(rt_sel_registerName("notACounterMethod:"))
        #expect(throws: ObjCException.unrecognizedSelector(className: "FwdCounter", selector: "notACounterMethod:")) {
            try other.send(to: UnsafeMutableRawPointer(plain))
        }
        #expect(other.returnValue == .int64(0))
        #expect(throws: InvocationError.methodNotFound(className: "FwdCounter", selector: "missing:")) {
            _ = try Invocation(target: UnsafeMutableRawPointer(counter), selector: "missing:")
        }
    }

    @Test func forwardedInvocationsAreFreed() throws {
        let (proxy, counter) = ForwardingFixtures.makeProxy()
        defer { rt_objc_release(proxy); rt_objc_release(counter) }
        let invocationClass = try #require(rt_objc_getClass("NSInvocation"))
        let before = rt_class_getLiveInstanceCount(invocationClass)
        var r: ObjID? = proxy
        let (inc, sel) = lookup(&r, "inc:", as: (@convention(c) (ObjID?, ObjSEL?, Int) -> Int).self)
        for i in 0..<500 { #expect(inc(r, sel, i) == i + 1) }
        #expect(rt_class_getLiveInstanceCount(invocationClass) == before)
    }

    @Test func forwardingFromManyThreads() throws {
        let (proxy, counter) = ForwardingFixtures.makeProxy()
        defer { rt_objc_release(proxy); rt_objc_release(counter) }
        let wrong = Atomic<Int>(0)
        nonisolated(unsafe) let p = proxy
        DispatchQueue.concurrentPerform(iterations: 8) { t in
            var r: ObjID? = p
            let (scale, sel) = lookup(&r, "scale:by:", as: (@convention(c) (ObjID?, ObjSEL?, Double, Double) -> Double).self)
            for i in 0..<300 where scale(r, sel, Double(i), Double(t)) != Double(i * t) {
                wrong.add(1, ordering: .relaxed)
            }
        }
        #expect(wrong.load(ordering: .relaxed) == 0)
    }
}

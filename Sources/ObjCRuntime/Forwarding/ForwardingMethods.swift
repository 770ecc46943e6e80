internal import CRuntimeCore

/// The methods of the runtime classes NSMethodSignature and NSInvocation, as typed C IMPs
/// (the fast way to make an IMP: a `@convention(c)` function). Bad input (a nil buffer, an
/// index out of range) is ignored rather than raising, as nothing in MiniObjC aborts.
enum ForwardingMethods {
    typealias ID = FwdRT.ID
    typealias SELP = FwdRT.SELP

    private static func add(_ cls: Class, _ name: String, _ imp: CRuntimeCore.IMP, _ types: String) {
        _ = rt_class_addMethod(cls, rt_sel_registerName(name), imp, types)
    }

    static func addSignatureMethods(_ cls: Class) {
        typealias MakeFn = @convention(c) (ID?, SELP?, UnsafePointer<CChar>?) -> ID?
        let make: MakeFn = { me, _, types in
            guard let types else { return nil }
            do {
                return try ForwardingClasses.signatureObject(types: String(cString: types))
            } catch {
                // Foundation raises NSInvalidArgumentException for an encoding it cannot use;
                // a bare nil would leave the sender guessing why.
                ObjCException.raise(error, receiver: me.map { ObjCClass(pointer: UnsafeMutableRawPointer($0)) },
                                    selector: Selector("signatureWithObjCTypes:"))
                return nil
            }
        }
        if let meta = rt_class_getMetaClass(cls) { add(meta, "signatureWithObjCTypes:", FwdRT.imp(make), "@@:r*") }

        typealias CountFn = @convention(c) (ID?, SELP?) -> UInt
        let count: CountFn = { me, _ in UInt(ForwardingClasses.signatureState(me)?.layout.arguments.count ?? 0) }
        add(cls, "numberOfArguments", FwdRT.imp(count), "Q@:")
        let returnLength: CountFn = { me, _ in UInt(ForwardingClasses.signatureState(me)?.layout.returnSlot.size ?? 0) }
        add(cls, "methodReturnLength", FwdRT.imp(returnLength), "Q@:")
        let frameLength: CountFn = { me, _ in UInt(ForwardingClasses.signatureState(me)?.layout.frameSize ?? 0) }
        add(cls, "frameLength", FwdRT.imp(frameLength), "Q@:")

        typealias TypeFn = @convention(c) (ID?, SELP?) -> UnsafePointer<CChar>?
        let returnType: TypeFn = { me, _ in UnsafePointer(ForwardingClasses.signatureState(me)?.returnType) }
        add(cls, "methodReturnType", FwdRT.imp(returnType), "r*@:")
        typealias ArgTypeFn = @convention(c) (ID?, SELP?, UInt) -> UnsafePointer<CChar>?
        let argType: ArgTypeFn = { me, _, i in
            guard let s = ForwardingClasses.signatureState(me), i < UInt(s.argumentTypes.count) else { return nil }
            return UnsafePointer(s.argumentTypes[Int(i)])
        }
        add(cls, "getArgumentTypeAtIndex:", FwdRT.imp(argType), "r*@:Q")
    }

    static func addInvocationMethods(_ cls: Class) {
        typealias MakeFn = @convention(c) (ID?, SELP?, ID?) -> ID?
        let make: MakeFn = { _, _, signature in
            guard let signature, let inv = ForwardingClasses.makeInvocation(signatureObject: signature) else { return nil }
            return rt_objc_autorelease(inv)
        }
        if let meta = rt_class_getMetaClass(cls) { add(meta, "invocationWithMethodSignature:", FwdRT.imp(make), "@@:@") }

        typealias GetObjFn = @convention(c) (ID?, SELP?) -> ID?
        let signature: GetObjFn = { me, _ in ForwardingClasses.invocationState(me)?.signatureObject }
        add(cls, "methodSignature", FwdRT.imp(signature), "@@:")
        let target: GetObjFn = { me, _ in FwdRT.object(ForwardingClasses.invocationState(me)?.invocation.target) }
        add(cls, "target", FwdRT.imp(target), "@@:")

        typealias SetObjFn = @convention(c) (ID?, SELP?, ID?) -> Void
        let setTarget: SetObjFn = { me, _, t in ForwardingClasses.invocationState(me)?.invocation.target = FwdRT.raw(t) }
        add(cls, "setTarget:", FwdRT.imp(setTarget), "v@:@")

        typealias GetSelFn = @convention(c) (ID?, SELP?) -> SELP?
        let selector: GetSelFn = { me, _ in
            ForwardingClasses.invocationState(me)?.invocation.selector?.assumingMemoryBound(to: rt_selector.self)
        }
        add(cls, "selector", FwdRT.imp(selector), ":@:")
        typealias SetSelFn = @convention(c) (ID?, SELP?, SELP?) -> Void
        let setSelector: SetSelFn = { me, _, s in
            ForwardingClasses.invocationState(me)?.invocation.selector = s.map { UnsafeRawPointer($0) }
        }
        add(cls, "setSelector:", FwdRT.imp(setSelector), "v@::")

        typealias ArgFn = @convention(c) (ID?, SELP?, UnsafeMutableRawPointer?, Int) -> Void
        let getArgument: ArgFn = { me, _, buffer, index in
            guard let buffer, let inv = ForwardingClasses.invocationState(me)?.invocation,
                  let p = try? inv.argumentPointer(at: index), let n = try? inv.argumentSize(at: index) else { return }
            buffer.copyMemory(from: p, byteCount: n)
        }
        add(cls, "getArgument:atIndex:", FwdRT.imp(getArgument), "v@:^vq")
        let setArgument: ArgFn = { me, _, buffer, index in
            guard let buffer, let inv = ForwardingClasses.invocationState(me)?.invocation,
                  let p = try? inv.argumentPointer(at: index), let n = try? inv.argumentSize(at: index) else { return }
            p.copyMemory(from: buffer, byteCount: n)
        }
        add(cls, "setArgument:atIndex:", FwdRT.imp(setArgument), "v@:^vq")

        typealias RetFn = @convention(c) (ID?, SELP?, UnsafeMutableRawPointer?) -> Void
        let getReturn: RetFn = { me, _, buffer in
            guard let buffer, let inv = ForwardingClasses.invocationState(me)?.invocation else { return }
            inv.storeReturnValue(to: buffer)
        }
        add(cls, "getReturnValue:", FwdRT.imp(getReturn), "v@:^v")
        let setReturn: RetFn = { me, _, buffer in
            guard let buffer, let inv = ForwardingClasses.invocationState(me)?.invocation else { return }
            inv.returnValuePointer.copyMemory(from: buffer, byteCount: inv.returnValueSize)
        }
        add(cls, "setReturnValue:", FwdRT.imp(setReturn), "v@:^v")

        typealias VoidFn = @convention(c) (ID?, SELP?) -> Void
        let invoke: VoidFn = { me, _ in try? ForwardingClasses.invocationState(me)?.invocation.sendLeavingErrorsPending() }
        add(cls, "invoke", FwdRT.imp(invoke), "v@:")
        let invokeWithTarget: SetObjFn = { me, _, t in
            guard let inv = ForwardingClasses.invocationState(me)?.invocation else { return }
            try? inv.setTargetForSend(FwdRT.raw(t))
            try? inv.sendLeavingErrorsPending()
        }
        add(cls, "invokeWithTarget:", FwdRT.imp(invokeWithTarget), "v@:@")

        let dealloc: VoidFn = { me, cmd in
            guard let me else { return }
            if let classes = ForwardingClasses.classes,
               let slot = rt_object_getIvarAddress(me, classes.invocationState),
               let p = slot.load(as: UnsafeMutableRawPointer?.self) {
                slot.storeBytes(of: nil, as: UnsafeMutableRawPointer?.self)
                Unmanaged<ForwardingClasses.InvocationState>.fromOpaque(p).release()
            }
            // [super dealloc]: NSObject's, which frees the object.
            if let root = rt_NSObject(), let imp = rt_class_getMethodImplementation(root, cmd) {
                unsafeBitCast(imp, to: VoidFn.self)(me, cmd)
            }
        }
        add(cls, "dealloc", FwdRT.imp(dealloc), "v@:")
    }
}

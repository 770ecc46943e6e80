import ObjCRuntime

/// `objcrt demo ffi`: class_addMethod with IMPs nobody compiled — a call frame built from a
/// type encoding, a Swift closure turned into an IMP, and a proxy forwarding every message
/// through NSInvocation.
let ffiDemoTopic = DemoTopic(name: "ffi", summary: "libffi: invocations, closure IMPs, forwarding") {
    try runFFIDemo()
}

/// `struct { double x, y, w, h; }` — 32 bytes, returned in memory on x86-64.
private struct FFIDemoRect { var x, y, w, h: Double }

private func runFFIDemo() throws {
    let rectTypes = "{Rect=dddd}32@0:8d16d24"

    print("1. A call frame from an encoding: \(rectTypes)")
    // A Swift struct has no C calling convention, so this IMP is a closure IMP too.
    let rectIMP = try imp_implementationWithBlock(types: rectTypes) { args in
        guard case .double(let w) = args[2], case .double(let h) = args[3] else { return .bytes([]) }
        return .bytes(of: FFIDemoRect(x: 0, y: 0, w: w, h: h))
    }
    let frameDemo = try Invocation(implementation: rectIMP, types: rectTypes)
    let base = try frameDemo.argumentPointer(at: 0)
    for i in 0..<frameDemo.argumentCount {
        let offset = try frameDemo.argumentPointer(at: i) - base
        print("   argument \(i): offset \(offset), \(try frameDemo.argumentSize(at: i)) bytes")
    }
    print("   return value: \(frameDemo.returnValueSize) bytes (libffi returns it through a hidden pointer)")

    let counterName = "FFIDemoCounter"
    let counterClass: ObjCClass
    if let existing = ObjCClass.lookUp(counterName) {
        counterClass = existing
    } else {
        let builder = try ClassBuilder(name: counterName)
        // 2. A Swift closure as the IMP of -inc: — a libffi trampoline, no compiled stub.
        let inc = try imp_implementationWithBlock(types: "q24@0:8q16") { args in
            guard case .int64(let x) = args[2] else { return .int64(0) }
            return .int64(x + 1)
        }
        try builder.addMethod("inc:", types: "q24@0:8q16", imp: inc)
        try builder.addMethod("rectWithWidth:height:", types: rectTypes, imp: rectIMP)
        counterClass = try builder.register()
    }
    let counter = try counterClass.new()

    print("2. -inc: is a Swift closure behind a libffi trampoline:")
    print("   [counter inc:41] = \(try counter.send("inc:", 41, as: Int.self))")

    print("3. Dynamic invocation of a runtime method (NSInvocation's path):")
    let invocation = try Invocation(target: counter, selector: "rectWithWidth:height:")
    try invocation.setArgument(.double(3), at: 2)
    try invocation.setArgument(.double(4), at: 3)
    try invocation.invoke()
    if let r = invocation.returnValue.load(as: FFIDemoRect.self) {
        print("   [counter rectWithWidth:3 height:4] = {\(r.x), \(r.y), \(r.w), \(r.h)}")
    }

    print("4. A proxy that implements nothing but forwarding:")
    let proxyName = "FFIDemoProxy"
    let target = UInt(bitPattern: counter.pointer)
    let proxyClass: ObjCClass
    if let existing = ObjCClass.lookUp(proxyName) {
        proxyClass = existing
    } else {
        let builder = try ClassBuilder(name: proxyName)
        let signature = try imp_implementationWithBlock(types: "@@::") { args in
            guard case .selector(let sel?) = args[2],
                  let method = counterClass.instanceMethod(for: Selector(rawValue: sel)),
                  let sig = try? ObjCForwarding.methodSignature(types: method.typeEncoding) else { return .object(nil) }
            return .object(sig)
        }
        try builder.addMethod("methodSignatureForSelector:", types: "@@::", imp: signature)
        let forward = try imp_implementationWithBlock(types: "v@:@") { args in
            guard case .object(let object) = args[2], let inv = ObjCForwarding.invocation(of: object),
                  let sel = inv.selector else { return .void }
            print("   proxy forwards -\(Selector(rawValue: sel).name) to the counter")
            try? inv.send(to: UnsafeMutableRawPointer(bitPattern: target))
            return .void
        }
        try builder.addMethod("forwardInvocation:", types: "v@:@", imp: forward)
        proxyClass = try builder.register()
    }
    let proxy = try proxyClass.new()
    print("   [proxy inc:99] = \(try proxy.send("inc:", 99, as: Int.self))")
    withExtendedLifetime(counter) {}
}

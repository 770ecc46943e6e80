// Helpers for the value-class, bridge and KVC tests. Names start with `vt` so they never
// clash with the runtime-core tests' helpers in the same target.
import ObjCRuntime

typealias VTObjToObj = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer?
typealias VTObjObjToObj = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer?
typealias VTObjIndexToObj = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt) -> UnsafeMutableRawPointer?
typealias VTObjToCString = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafePointer<CChar>?
typealias VTObjToInt = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> Int
typealias VTObjObjToInt = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Int
typealias VTObjObjIndexToVoid = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UInt) -> Void
typealias VTObjIndexToVoid = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UInt) -> Void
typealias VTObjObjObjToVoid = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void

/// A class name no other test uses (the class table is process-wide; tests run in parallel).
func vtName(_ base: String) -> String { "\(base)_\(UInt64.random(in: 0...UInt64.max))" }

/// Sends a message returning an object whose ownership is +0 (autoreleased), keeping a
/// handle, and throws whatever error it left pending.
func vtSend<F>(_ receiver: ObjCMessageReceiver, _ sel: Selector, as type: F.Type,
               _ call: (F, UnsafeMutableRawPointer?, UnsafeRawPointer) -> UnsafeMutableRawPointer?) throws -> ObjCObject? {
    try autoreleasepool {
        let result = try receiver.withIMP(for: sel, as: type) { f, r, s in
            call(f, r, s).map { ObjCObject(retaining: $0) }
        }
        if let error = ObjCValueError.takePending() { throw error }
        return result
    }
}

/// Sends a message returning a plain value, and throws whatever error it left pending.
func vtCall<F, R>(_ receiver: ObjCMessageReceiver, _ sel: Selector, as type: F.Type,
                  _ call: (F, UnsafeMutableRawPointer?, UnsafeRawPointer) -> R) throws -> R {
    try autoreleasepool {
        let result = try receiver.withIMP(for: sel, as: type) { f, r, s in call(f, r, s) }
        if let error = ObjCValueError.takePending() { throw error }
        return result
    }
}

/// `[obj objectAtIndex:i]`.
func vtObjectAtIndex(_ array: ObjCObject, _ i: UInt) throws -> ObjCObject? {
    try vtSend(array, "objectAtIndex:", as: VTObjIndexToObj.self) { f, r, s in f(r, s, i) }
}

/// `[obj objCType]` as a string.
func vtObjCType(_ obj: ObjCObject) throws -> String {
    try vtCall(obj, "objCType", as: VTObjToCString.self) { f, r, s in f(r, s).map { String(cString: $0) } ?? "" }
}

/// `[a isEqual:b]`.
func vtIsEqual(_ a: ObjCObject, _ b: ObjCObject) throws -> Bool {
    try a.sendBool("isEqual:", b)
}

/// `[obj hash]`.
func vtHash(_ obj: ObjCObject) throws -> Int { try obj.sendInt("hash") }

/// `[obj count]`.
func vtCount(_ obj: ObjCObject) throws -> Int { try obj.sendInt("count") }

/// A Swift value as a runtime object (the bridge), for brevity.
func vtObject(_ value: BridgedValue) throws -> ObjCObject { try value.makeObject() }

/// A plain NSObject instance.
func vtPlainObject() throws -> ObjCObject { try ObjCClass.nsObject.new() }

/// `[obj sel:a]` returning void, throwing what it left pending (value-class errors too).
func vtVoid(_ obj: ObjCObject, _ sel: Selector, _ a: ObjCObject?) throws {
    try withExtendedLifetime(a) {
        try vtCall(obj, sel, as: VTObjObjToVoid.self) { f, r, s in f(r, s, a?.pointer) }
    }
}

/// `[obj sel:a with:b]` returning void, throwing what it left pending.
func vtVoid2(_ obj: ObjCObject, _ sel: Selector, _ a: ObjCObject?, _ b: ObjCObject?) throws {
    try withExtendedLifetime((a, b)) {
        try vtCall(obj, sel, as: VTObjObjObjToVoid.self) { f, r, s in f(r, s, a?.pointer, b?.pointer) }
    }
}

typealias VTObjObjToVoid = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> Void

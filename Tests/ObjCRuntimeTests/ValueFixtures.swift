// Helpers for the value-class, bridge and KVC tests. Names start with `vt` so they never
// clash with the runtime-core tests' helpers in the same target.
import ObjCRuntime

/// `[obj objCType]` as a string.
func vtObjCType(_ obj: ObjCObject) throws -> String {
    try obj.send("objCType", as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? ""
}

/// A Swift value as a runtime object (the bridge), for brevity.
func vtObject(_ value: BridgedValue) throws -> ObjCObject { try value.makeObject() }

/// A plain NSObject instance.
func vtPlainObject() throws -> ObjCObject { try ObjCClass.nsObject.new() }

import ObjCEncoding
import ObjCRuntime

/// What YYModel's README asks a model class to write by hand —
/// `-copyWithZone:` → `-yy_modelCopy`, `-hash` → `-yy_modelHash`, `-isEqual:` →
/// `-yy_modelIsEqual:`, `-description` → `-yy_modelDescription` — installed as methods on a
/// class, so that messages (from collections, KVO, any code) use them. Classes from header
/// text have no method bodies to write it in.
extension ModelMapper {
    /// Adds (or replaces) `-copyWithZone:`, `-hash`, `-isEqual:` and `-description` on `cls`,
    /// each implemented by the model methods. A copy that fails raises its error as the
    /// message's exception; a hash that fails answers the object's address; an equality test
    /// that fails answers NO.
    public static func installModelMethods(on cls: ObjCClass) throws {
        guard !cls.isMetaClass else { throw ModelMappingError.runtime("\(cls) is a metaclass") }
        let methods: [(Selector, String, IMP?)] = [
            ("copyWithZone:", "@24@0:8^{_NSZone=}16", unsafeIMP(modelCopyIMP)),
            ("hash", "Q16@0:8", unsafeIMP(modelHashIMP)),
            ("isEqual:", ObjCType.objCBool.encoding + "24@0:8@16", unsafeIMP(modelIsEqualIMP)),
            ("description", "@16@0:8", unsafeIMP(modelDescriptionIMP)),
        ]
        for (sel, types, imp) in methods {
            guard let imp else { throw ModelMappingError.runtime("no C function for \(sel.name)") }
            cls.replaceMethod(sel, types: types, imp: imp)
        }
        ClassInfo.setNeedsUpdate(for: cls)
    }
}

// The IMPs: C functions (no captures), the model is their `self`.

private let modelCopyIMP: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = { receiver, cmd, _ in
    guard let receiver, let cmd else { return nil }
    let model = UnmanagedObject(receiver)
    do {
        return try autoreleasepool { try ModelCopying.copy(model).pointer }  // +1: a copy-family method
    } catch {
        ObjCException.raise(error, receiver: model, selector: Selector(rawValue: cmd))
        return nil
    }
}

// -hash and -isEqual: recurse through property values (a model in an array in a model…); a
// graph that contains itself would recurse forever, so past the nesting limit on one thread
// they answer as NSObject does (the address, identity).
private let modelHashIMP: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UInt = { receiver, _ in
    guard let receiver else { return 0 }
    var hash: Int?
    if RecursionGuard.modelMethods.enter() {
        defer { RecursionGuard.modelMethods.leave() }
        hash = try? autoreleasepool { try ModelCopying.hash(UnmanagedObject(receiver)) }
    }
    return UInt(bitPattern: hash ?? Int(bitPattern: UInt(bitPattern: receiver)))
}

private let modelIsEqualIMP: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?, UnsafeMutableRawPointer?) -> ObjCBool = { receiver, _, other in
    var equal = receiver == other
    if let receiver, !equal, RecursionGuard.modelMethods.enter() {
        defer { RecursionGuard.modelMethods.leave() }
        equal = (try? autoreleasepool { try ModelCopying.isEqual(UnmanagedObject(receiver), other.map(UnmanagedObject.init)) }) ?? false
    }
    return equal.objcBool
}

private let modelDescriptionIMP: @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer?) -> UnsafeMutableRawPointer? = { receiver, _ in
    guard let receiver else { return nil }
    var describer = ModelDescription()
    let text = describer.describe(UnmanagedObject(receiver))
    guard let string = UnmanagedObject.makeString(text) else { return nil }
    string.autorelease()  // -description returns +0
    return string.pointer
}

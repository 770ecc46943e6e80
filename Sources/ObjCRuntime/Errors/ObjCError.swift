/// Every way the runtime refuses input (what a message raises is an ``ObjCException``).
/// Messages name what was wrong and what to do.
public enum ObjCError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No registered class has this name.
    case unknownClass(name: String)
    /// A class (registered or still being built) already has this name.
    case duplicateClass(name: String)
    /// A superclass must be registered before subclasses are allocated under it.
    case superclassNotRegistered(name: String)
    /// The class is registered: its ivar layout is frozen.
    case ivarAfterRegistration(className: String, ivar: String)
    /// `register()` was called twice, or on a class that is already registered.
    case classAlreadyRegistered(name: String)
    /// The operation needs a registered class (e.g. attaching a category).
    case classNotRegistered(name: String)
    /// Dispose refused: the class still has live instances or subclasses, or is built in.
    case classInUse(name: String, liveInstances: Int, subclasses: Int)
    /// The class was disposed: a handle kept to it reads what is left (its name, empty lists)
    /// and changes nothing.
    case classDisposed(name: String)
    /// The class already has an ivar of this name.
    case duplicateIvar(className: String, ivar: String)
    /// The class itself already has this method (use `replaceMethod`).
    case duplicateMethod(className: String, selector: String)
    /// The class itself already has a property of this name (use `replaceProperty`).
    case duplicateProperty(className: String, property: String)
    /// A protocol with this name exists, or the class already adopts it.
    case duplicateProtocol(name: String)
    /// No registered protocol has this name.
    case unknownProtocol(name: String)
    /// A registered protocol is immutable.
    case protocolAlreadyRegistered(name: String)
    /// A category attaches once and is frozen afterwards.
    case categoryAlreadyAttached(name: String)
    /// A message that needs an object was sent to nil.
    case nilReceiver(selector: String)
    /// An ivar was read or written as a type of the wrong size, or as an object when it is not.
    case ivarTypeMismatch(ivar: String, encoding: String, requestedSize: Int)
    /// Any other invalid argument, with the reason.
    case invalidArgument(String)
    /// The runtime could not allocate memory for the object or record.
    case allocationFailed(String)

    public var description: String {
        switch self {
        case .unknownClass(let n): return "no class named '\(n)' is registered"
        case .duplicateClass(let n): return "a class named '\(n)' already exists; pick another name"
        case .superclassNotRegistered(let n):
            return "superclass '\(n)' is not registered yet; register it before allocating subclasses"
        case .ivarAfterRegistration(let c, let i):
            return "cannot add ivar '\(i)' to '\(c)': ivars can only be added before the class is registered"
        case .classAlreadyRegistered(let n): return "class '\(n)' is already registered"
        case .classNotRegistered(let n): return "class '\(n)' must be registered first"
        case .classInUse(let n, let live, let subs):
            return "cannot dispose '\(n)': \(live) live instance(s), \(subs) subclass(es) (or it is built in)"
        case .classDisposed(let n):
            return "class '\(n)' was disposed; look up or build the class again (ObjCClass.named)"
        case .duplicateIvar(let c, let i): return "class '\(c)' already has an ivar named '\(i)'"
        case .duplicateMethod(let c, let s):
            return "class '\(c)' already implements '\(s)'; use replaceMethod to change it"
        case .duplicateProperty(let c, let p): return "class '\(c)' already has a property '\(p)'"
        case .duplicateProtocol(let n): return "protocol '\(n)' already exists (or is already adopted)"
        case .unknownProtocol(let n): return "no protocol named '\(n)' is registered"
        case .protocolAlreadyRegistered(let n): return "protocol '\(n)' is registered and can no longer change"
        case .categoryAlreadyAttached(let n): return "category '\(n)' is already attached"
        case .nilReceiver(let s): return "message '\(s)' needs a receiver, got nil"
        case .ivarTypeMismatch(let i, let e, let size):
            return "ivar '\(i)' has encoding '\(e)'; a \(size)-byte value does not fit it"
        case .invalidArgument(let why): return "invalid argument: \(why)"
        case .allocationFailed(let what): return "out of memory: \(what)"
        }
    }

}

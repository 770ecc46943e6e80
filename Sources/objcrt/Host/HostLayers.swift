import KeyValueObserving
import ObjCRuntime

/// Starts the Swift layers compiled code may reach when it runs inside the objcrt process
/// (`objcrt test`): the value layer's forwarding hook, and KVO's methods on NSObject
/// (`-addObserver:forKeyPath:options:context:` …, from KeyValueObserving). A layer that gives
/// compiled code classes or methods of its own adds its start-up call here — one line each —
/// before any bundle is loaded. Cheap after the first call: each `install` runs once.
func startHostLayers() {
    ObjCForwarding.install()
    KeyValueObserving.install()
}

import DynamicDefaults
import KeyValueObserving
import ModelMapping
import ObjCRuntime

/// Starts the Swift layers compiled code may reach when it runs inside the objcrt process
/// (`objcrt test`, `objcrt run --host`) — the one place the host starts them
/// (Docs/Architecture.md, "Start-up of the Swift layers"; the C layers, forwarding included,
/// started themselves at load time): KVO's methods on
/// NSObject (`-addObserver:forKeyPath:options:context:` …, from KeyValueObserving), and
/// `NSUserDefaults`, which is DynamicDefaults' store (its standard domain the program's name,
/// `objcrt`, in `$XDG_CONFIG_HOME` or `~/.config`, as `objcrt defaults` reads it). A layer that gives
/// compiled code classes or methods of its own adds its start-up call here — one line each —
/// before any bundle is loaded. Cheap after the first call: each `install` runs once.
func startHostLayers() {
    KeyValueObserving.install()
    do {
        _ = try UserDefaultsClass.install()
    } catch {
        printError("objcrt: NSUserDefaults is not available to compiled code: \(error)")
    }
    do { _ = try JSONSerializationClass.install() } catch { printError("objcrt: NSJSONSerialization is not available to compiled code: \(error)") }
    do { try KeyedArchiverClass.install() } catch { printError("objcrt: NSKeyedArchiver is not available to compiled code: \(error)") }
}

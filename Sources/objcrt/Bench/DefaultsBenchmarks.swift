import DynamicDefaults
import Foundation
import ObjCRuntime

/// The store's benchmark: `defaults.synchronize_10k` — 10,000 keys set, then synchronized
/// to disk — against Foundation's `UserDefaults` doing the same in the same run. MiniObjC's store
/// writes into a temporary directory. Foundation on Linux reads `XDG_CONFIG_HOME` when it
/// loads, so its suite goes where that variable said at launch (`~/.config` when unset; run
/// `XDG_CONFIG_HOME=$(mktemp -d) objcrt bench` to keep it out of there). Both files are
/// removed at exit.
func defaultsBenchmarks() -> [BenchPair] {
    _ = DefaultsBenchFiles.cleanupInstalled
    let keys = (0..<10_000).map { "key\($0)" }

    let subject = BenchCase(name: "defaults.synchronize_10k") { n in
        // A long flush delay: only synchronize() writes, as in the baseline.
        guard let store = try? DefaultsStore(suiteName: DefaultsBenchFiles.oursDomain, directory: DefaultsBenchFiles.oursDirectory,
                                             arguments: [], flushDelayMilliseconds: 60_000) else { return 0 }
        var check: UInt64 = 0
        for round in 0..<n {
            for (i, k) in keys.enumerated() { store.set(i &+ round, forKey: k) }
            if (try? store.synchronize()) != nil { check &+= 1 }
        }
        return check
    }
    let baseline = BenchCase(name: "foundation.userdefaults.synchronize_10k") { n in
        guard let defaults = UserDefaults(suiteName: DefaultsBenchFiles.foundationSuite) else { return 0 }
        var check: UInt64 = 0
        for round in 0..<n {
            for (i, k) in keys.enumerated() { defaults.set(i &+ round, forKey: k) }
            if defaults.synchronize() { check &+= 1 }
        }
        return check
    }
    return accessorBenchmarks() + [BenchPair(subject: subject, baseline: baseline)]
}

/// `defaults.get_int` / `defaults.set_int`: a generated `long long` getter and setter sent
/// through the runtime (`[userInfo launchCount]`, `[userInfo setLaunchCount:]`) the way compiled
/// Objective-C sends them — `objc_msgSend`: look the IMP up (method cache), call it as its C
/// type — against
/// `UserDefaults.integer(forKey:)` and `set(_:forKey:)`. Persistence is on: the store's
/// coalesced background flush writes the file while the setter benchmark runs.
func accessorBenchmarks() -> [BenchPair] {
    guard let builder = try? ClassBuilder(name: "BenchUserInfo_\(getpid())"),
          (try? builder.addProperty("launchCount", attributes: "Tq,N,D")) != nil,
          let cls = try? builder.register(),
          let store = try? DefaultsStore(suiteName: DefaultsBenchFiles.oursDomain + ".accessors",
                                         directory: DefaultsBenchFiles.oursDirectory, arguments: []),
          let accessors = try? DefaultsAccessors(for: cls, store: store, setupDefaults: ["launchCount": 7]) else {
        printError("defaults benchmarks: could not build the accessor class")
        return []
    }
    // The closures hold `accessors`: its lifetime is the lifetime of the generated mapping.
    let getter: Selector = "launchCount", setter: Selector = "setLaunchCount:"
    typealias Getter = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer) -> Int64
    typealias Setter = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int64) -> Void
    let suite = DefaultsBenchFiles.foundationAccessorSuite
    let get = BenchCase(name: "defaults.get_int") { n in
        var sum = 0
        let receiver = accessors.instance.pointer
        for _ in 0..<n {
            // What a compiled `[userInfo launchCount]` does: objc_msgSend = look up, then jump.
            var r: UnsafeMutableRawPointer? = receiver
            let imp = MessageSend.lookup(&r, getter)
            sum &+= Int(unsafeBitCast(imp, to: Getter.self)(r, getter.rawValue))
        }
        return UInt64(bitPattern: Int64(sum))
    }
    let foundationGet = BenchCase(name: "foundation.userdefaults.get_int") { n in
        guard let defaults = UserDefaults(suiteName: suite) else { return 0 }
        defaults.set(7, forKey: "launchCount")
        var sum = 0
        for _ in 0..<n { sum &+= defaults.integer(forKey: "launchCount") }
        return UInt64(bitPattern: Int64(sum))
    }
    let set = BenchCase(name: "defaults.set_int") { n in
        let receiver = accessors.instance.pointer
        for i in 0..<n {
            var r: UnsafeMutableRawPointer? = receiver
            let imp = MessageSend.lookup(&r, setter)
            unsafeBitCast(imp, to: Setter.self)(r, setter.rawValue, Int64(i))
        }
        return UInt64(n) &+ UInt64(bitPattern: Int64(accessors.store.integer(forKey: "launchCount")))
    }
    let foundationSet = BenchCase(name: "foundation.userdefaults.set_int") { n in
        guard let defaults = UserDefaults(suiteName: suite) else { return 0 }
        for i in 0..<n { defaults.set(i, forKey: "launchCount") }
        return UInt64(n)
    }
    return [BenchPair(subject: get, baseline: foundationGet), BenchPair(subject: set, baseline: foundationSet)]
}

/// Where the benchmark's files go, and their removal at exit.
enum DefaultsBenchFiles {
    static let oursDomain = "objcrt.bench.synchronize"
    static let oursDirectory = NSTemporaryDirectory() + "objcrt-bench-defaults-\(getpid())"
    static let foundationSuite = "objcrt.bench.foundation.synchronize"
    static let foundationAccessorSuite = "objcrt.bench.foundation.accessors"
    static let foundationDirectory = ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"] ?? NSHomeDirectory() + "/.config"

    static let cleanupInstalled: Bool = {
        atexit {
            try? FileManager.default.removeItem(atPath: DefaultsBenchFiles.oursDirectory)
            for suite in [DefaultsBenchFiles.foundationSuite, DefaultsBenchFiles.foundationAccessorSuite] {
                unlink(DefaultsBenchFiles.foundationDirectory + "/" + suite + ".plist")
            }
        }
        return true
    }()
}

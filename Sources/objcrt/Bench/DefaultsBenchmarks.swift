import DynamicDefaults
import Foundation

/// Issue 6's store benchmark: `defaults.synchronize_10k` — 10,000 keys set, then synchronized
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
            if store.synchronize() { check &+= 1 }
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
    return [BenchPair(subject: subject, baseline: baseline)]
}

/// Where the benchmark's files go, and their removal at exit.
enum DefaultsBenchFiles {
    static let oursDomain = "objcrt.bench.synchronize"
    static let oursDirectory = NSTemporaryDirectory() + "objcrt-bench-defaults-\(getpid())"
    static let foundationSuite = "objcrt.bench.foundation.synchronize"
    static let foundationFile = (ProcessInfo.processInfo.environment["XDG_CONFIG_HOME"]
        ?? NSHomeDirectory() + "/.config") + "/" + foundationSuite + ".plist"

    static let cleanupInstalled: Bool = {
        atexit {
            try? FileManager.default.removeItem(atPath: DefaultsBenchFiles.oursDirectory)
            unlink(DefaultsBenchFiles.foundationFile)
        }
        return true
    }()
}

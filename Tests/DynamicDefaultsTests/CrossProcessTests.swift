import Testing
@testable import DynamicDefaults
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MiniObjCTestSupport

/// Several processes on one domain file: the `flock` around read–merge–write keeps every
/// process's keys, and the temporary-file-and-rename write survives `kill -9` at any moment.
/// The writers are the built `objcrt defaults _store-write` helper (a real `DefaultsStore`).
@Suite(.serialized) struct CrossProcessTests {
    @Test func twoProcessesWritingDifferentKeysLoseNone() throws {
        let objcrt = try #require(objcrtPath(), "the objcrt executable is built beside the tests")
        let dir = makeTempDirectory("xproc")
        defer { removeTree(dir) }
        let outA = dir + "/a.out", outB = dir + "/b.out"
        let a = try #require(spawn(objcrt, ["defaults", "_store-write", dir, "com.example.two", "a", "120", "sync"], outputPath: outA))
        let b = try #require(spawn(objcrt, ["defaults", "_store-write", dir, "com.example.two", "b", "120", "sync"], outputPath: outB))
        #expect(waitFor(a) == 0)
        #expect(waitFor(b) == 0)
        let onDisk = try #require(try DefaultsDirectory(path: dir).read("com.example.two"))
        #expect(onDisk.count == 240)
        #expect((0..<120).allSatisfy { onDisk["a\($0)"] == .integer(Int64($0)) && onDisk["b\($0)"] == .integer(Int64($0)) })
    }

    @Test func killNineAtRandomMomentsNeverLeavesAnUnreadableFile() throws {
        let objcrt = try #require(objcrtPath(), "the objcrt executable is built beside the tests")
        let dir = makeTempDirectory("kill")
        defer { removeTree(dir) }
        let domain = "com.example.kill"
        var rng = SystemRandomNumberGenerator()
        var killedWhileRunning = 0
        var lastCount = 0
        let file = DomainFile(directory: dir, domain: domain)
        for round in 0..<60 {
            let before = file.signature()
            let pid = try #require(spawn(objcrt, ["defaults", "_store-write", dir, domain, "r\(round)k", "1000000", "sync"],
                                         outputPath: dir + "/writer.out"))
            // Wait for this writer's first replacement of the file (start-up time varies a lot,
            // under ThreadSanitizer most of all), then kill it at a random moment of its writing.
            _ = waitUntil(timeoutMs: 20_000) { file.signature() != before }
            usleep(UInt32.random(in: 0...20_000, using: &rng))
            kill(pid, SIGKILL)
            if waitFor(pid) == 128 + SIGKILL { killedWhileRunning += 1 }
            // The file is the last complete version or absent, never a torn one.
            let contents = try DefaultsDirectory(path: dir).read(domain) ?? [:]
            #expect(contents.count >= lastCount, "round \(round): a completed write was lost")
            lastCount = contents.count
            #expect(directoryEntries(dir).allSatisfy { !$0.contains(".corrupt-") }, "round \(round): a corrupt file appeared")
        }
        #expect(killedWhileRunning >= 50)
        #expect(lastCount > 0, "the writers got some writes done between kills")
        // A store opens the survivor without complaint and can keep writing.
        let store = try DefaultsStore(suiteName: domain, directory: dir, arguments: [])
        #expect(store.unreadableAtOpen.isEmpty)
        store.set(1, forKey: "after")
        try store.synchronize()
    }
}

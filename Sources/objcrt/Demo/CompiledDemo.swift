#if canImport(Glibc)
import Glibc
#endif

/// `objcrt demo compiled`: a .m file compiled by clang for the GNUstep 2.0 ABI, loaded and
/// run on MiniObjC, with the runtime narrating — what the loader takes, which +load and
/// +initialize run, and every message sent.
let compiledDemoTopic = DemoTopic(name: "compiled", summary: "clang's output on MiniObjC: the loader, +load, +initialize, objc_msgSend") {
    try runCompiledDemo()
}

private func runCompiledDemo() throws {
    guard let driver = ClangDriver.standard(for: "objcrt demo compiled") else { throw DemoFailure.noClang }
    let source = driver.library.root + "/Docs/Examples/hello.m"
    let exe = "/tmp/objcrt-demo-compiled-\(getpid())"
    defer { unlink(exe) }

    print("1. Compile \(source) with clang -fobjc-runtime=gnustep-2.0 (objcrt cc):")
    print("   " + ([driver.clang] + driver.compileFlags + [source, "-o", exe] + driver.linkFlags).joined(separator: " "))
    guard try driver.compile([source, "-o", exe]) == 0 else { throw DemoFailure.compileFailed }

    print("\n2. Run it. Its output:")
    fflush(nil) // Swift's buffered output first, then the program's
    _ = Spawn.run(exe, [])

    print("\n3. Run it again with objc4's switches: OBJC_PRINT_IMAGES, OBJC_PRINT_CLASS_SETUP,")
    print("   OBJC_PRINT_LOAD_METHODS, OBJC_PRINT_INITIALIZE_METHODS. Before main(), clang's")
    print("   constructor hands the image to __objc_load, which registers its selectors, builds")
    print("   each class (ivar offsets written into the variables the code reads), attaches the")
    print("   category, then runs +load; +initialize waits for the first message:")
    fflush(nil) // Swift's buffered output first, then the program's
    _ = Spawn.run(exe, [], environment: [
        "OBJC_PRINT_IMAGES": "YES", "OBJC_PRINT_CLASS_SETUP": "YES", "OBJC_PRINT_LOAD_METHODS": "YES",
        "OBJC_PRINT_INITIALIZE_METHODS": "YES",
    ])

    print("\n4. And with message logging (NSObjCMessageLoggingEnabled=YES, objc4's")
    print("   instrumentObjcMessageSends): one line per send — +/-, the receiver's class, the class")
    print("   whose method ran, the selector. Caches are bypassed while it is on, so every send")
    print("   reaches objc_msgSend's slow path, where the line is printed:")
    fflush(nil) // Swift's buffered output first, then the program's
    _ = Spawn.run(exe, [], environment: ["NSObjCMessageLoggingEnabled": "YES"])

    print("\nRead next: Docs/FromClangOutputToARunningProgram.md; try `objcrt run your.m`.")
}

/// Why the compiled demo stopped (clang's own messages say more).
enum DemoFailure: Error, CustomStringConvertible {
    case noClang, compileFailed, testsFailed
    var description: String {
        switch self {
        case .noClang: return "no clang found"
        case .compileFailed: return "the example did not compile (clang's messages are above)"
        case .testsFailed: return "the test suite did not pass (its log is above)"
        }
    }
}

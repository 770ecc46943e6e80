import ArgumentParser
import ObjCRuntime
#if canImport(Glibc)
import Glibc
#endif

/// `objcrt run --host prog.m [args]`: the program compiled as a shared object and its `main`
/// called inside this process, after the Swift layers started — for a program that needs
/// them (KVO on NSObject …), as `objcrt test` runs a test bundle.
enum HostedProgram {
    /// `int main(int argc, char **argv)` through the catch barrier (the IMP in the sixth
    /// integer argument's place).
    typealias BarrierMain = @convention(c) (Int, UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, Int, Int, Int,
                                            UnsafeMutableRawPointer?) -> Int32

    /// Compiles `sources` with `driver` into a temporary shared object, loads it, runs its
    /// `main` with `arguments`; returns main's status (1 with a message when it cannot).
    static func run(driver: ClangDriver, sanitizer: String?, sources: [String], arguments: [String]) throws -> Int32 {
        if sanitizer != nil {
            printError("objcrt run: --host and --sanitize do not go together (objcrt itself is not built with a sanitizer)")
            throw ExitCode(2)
        }
        let library = "/tmp/objcrt-host-\(getpid()).so"
        defer { unlink(library) }
        let compiled = try driver.compile(["-shared", "-fPIC"] + sources + ["-o", library])
        if compiled != 0 { return compiled }
        startHostLayers()
        guard let handle = dlopen(library, RTLD_NOW | RTLD_GLOBAL) else {
            printError("objcrt run: the program does not load: " + (dlerror().map { String(cString: $0) } ?? "unknown reason"))
            return 1
        }
        guard let main = dlsym(handle, "main") else {
            printError("objcrt run: the program has no main function")
            return 1
        }
        let name = sources.first { !$0.hasPrefix("-") } ?? "program"
        var argv = ([name] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let status = argv.withUnsafeMutableBufferPointer { buffer in
            unsafeBitCast(ExceptionBarrier.entry, to: BarrierMain.self)(arguments.count + 1, buffer.baseAddress, 0, 0, 0, main)
        }
        fflush(nil)
        if let escaped = ObjCException.takePending() {
            printError("objcrt run: the program ended by an uncaught exception: \(escaped)")
            return 1
        }
        return status
    }
}

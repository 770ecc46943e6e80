import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Objective-C programs compiled by `objcrt cc` (clang, GNUstep 2.0 ABI) and run on
/// MiniObjC's loader and objc_msgSend, each checked line by line against what it must print.
@Suite struct LoaderAndDispatchTests {
    let programs = CompiledPrograms.programs

    /// Classes, a subclass and a category, a protocol with an optional method, synthesized
    /// properties, ivars of fifteen types, struct / float / long double returns, super sends,
    /// class messages, +load before main and +initialize before the first message (superclass
    /// first, inherited by the subclass), nil sends of every return kind, the three kinds of
    /// string literal (small, in-image ASCII, UTF-16 turned UTF-8), collection literals and
    /// subscripts on the value classes.
    @Test func classesCategoriesPropertiesAndSends() {
        let result = CompiledPrograms.objcrt(["run", programs + "/classes.m"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(programs + "/classes.expected"))
    }

    /// The runtime's NSObject from compiled code: allocation, retain counts, introspection,
    /// -performSelector: with 0–2 arguments, -description, equality, deallocation.
    @Test func theRuntimesNSObjectFromCompiledCode() {
        let result = CompiledPrograms.objcrt(["run", programs + "/nsobject.m"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(programs + "/nsobject.expected"))
    }

    /// `-fobjc-arc` programs link and run: libobjc2's <objc/objc-arc.h> entry points over the
    /// core (strong, weak and copy properties, @autoreleasepool, a __weak variable zeroed).
    @Test func arcEntryPointsRunAnARCProgram() {
        let result = CompiledPrograms.objcrt(["run", "-fobjc-arc", programs + "/arc_basics.m"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(programs + "/arc_basics.expected"))
    }

    /// Three object files in one executable (a class, its subclass in another object file, a
    /// category on it, main in a third, linked in the order subclass first) and a shared
    /// library dlopened later that subclasses the executable's class and adds a category to
    /// it: +load superclass first, class before category, each once; categories attach across
    /// images; super sends cross images.
    @Test func loadOrderAcrossObjectFilesAndADlopenedLibrary() {
        let dir = CompiledPrograms.temporaryDirectory(), images = programs + "/images"
        #expect(CompiledPrograms.objcrt(["cc", "--no-link-runtime", "-fPIC", "-shared", images + "/plugin.m", "-o", dir + "/plugin.so"]).status == 0)
        #expect(CompiledPrograms.objcrt(["cc", "-c", images + "/main.m", "-o", dir + "/main.o"]).status == 0)
        let link = CompiledPrograms.objcrt(["cc", images + "/middle.m", images + "/base.m", dir + "/main.o", "-o", dir + "/program", "-ldl", "-rdynamic"])
        #expect(link.status == 0, "\(link.stderr)")
        let result = CompiledPrograms.run(dir + "/program", [dir + "/plugin.so"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(images + "/expected"))
    }

    /// +initialize from 8 threads at once: once per class, superclass first, every thread's
    /// first message waiting for it (run three times: a race would show as a flaky line).
    @Test func initializeRunsOncePerClassAcrossThreads() {
        for _ in 0..<3 {
            let result = CompiledPrograms.objcrt(["run", programs + "/initialize_threads.m"])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == CompiledPrograms.read(programs + "/initialize_threads.expected"))
        }
    }

    /// `--runtime-only`: the runtime has no class the program did not define; the program's
    /// root class makes objects with class_createInstance, and its own NSConstantString reads
    /// the literal records (their fields keep clang's offsets).
    @Test func theRuntimeAloneWithTheProgramsRootClassAndLiterals() {
        let result = CompiledPrograms.objcrt(["run", "--runtime-only", programs + "/runtime_only/root_class.m"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(programs + "/runtime_only/root_class.expected"))
    }

    /// A shared library's subclass of a class of the executable that links it: the library's
    /// constructor runs first, so its class waits, and is built (and its +load run) when the
    /// executable's image brings the superclass.
    @Test func aClassWaitsForASuperclassOfALaterImage() {
        let dir = CompiledPrograms.temporaryDirectory(), waiting = programs + "/waiting"
        #expect(CompiledPrograms.objcrt(["cc", "-fPIC", "-shared", waiting + "/sub.m", "-o", dir + "/libsub.so"]).status == 0)
        let link = CompiledPrograms.objcrt(["cc", waiting + "/main.m", "-o", dir + "/main", "-L" + dir, "-lsub", "-Wl,-rpath," + dir])
        #expect(link.status == 0, "\(link.stderr)")
        let result = CompiledPrograms.run(dir + "/main", [], environment: ["OBJC_PRINT_CLASS_SETUP": "YES"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(waiting + "/expected"))
        #expect(result.stderr.contains("CLASS: class 'Sub' from \(dir)/libsub.so waits for its superclass 'Base'"))
        #expect(!result.stderr.contains("never got"))
    }

    /// The environment switches objc4 has: images, +load, +initialize, class set-up.
    @Test func objc4EnvironmentSwitchesMakeTheRuntimeTalk() {
        let result = CompiledPrograms.objcrt(["run", programs + "/classes.m"], environment: [
            "OBJC_PRINT_IMAGES": "YES", "OBJC_PRINT_LOAD_METHODS": "YES", "OBJC_PRINT_INITIALIZE_METHODS": "YES",
            "OBJC_PRINT_CLASS_SETUP": "YES",
        ])
        #expect(result.status == 0)
        #expect(result.stderr.contains("IMAGES: loading "))
        #expect(result.stderr.contains("LOAD: +[Shape load]"))
        #expect(result.stderr.contains("LOAD: +[Shape(Describing) load]"))
        #expect(result.stderr.contains("INITIALIZE: calling +[Shape initialize]"))
        #expect(result.stderr.contains("INITIALIZE: calling +[Square initialize] (inherited)"))
        #expect(result.stderr.contains("CLASS: realizing class 'Square' (non-root)"))
        #expect(result.stderr.contains("CLASS: attaching category (Describing) to class 'Shape'"))
    }

    /// +resolveInstanceMethod: and -forwardingTargetForSelector: from compiled code, with
    /// OBJC_PRINT_RESOLVED_METHODS and OBJC_PRINT_CACHE_SETUP on.
    @Test func resolutionAndForwardingTargetWithTheirTraces() {
        let result = CompiledPrograms.objcrt(["run", programs + "/resolve.m"],
                                             environment: ["OBJC_PRINT_RESOLVED_METHODS": "YES", "OBJC_PRINT_CACHE_SETUP": "YES"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(programs + "/resolve.expected"))
        #expect(result.stderr.contains("RESOLVE: method -[Dynamic answer] dynamically resolved to 0x"))
        #expect(result.stderr.contains("CACHE: -Dynamic: cached answer in bucket"))
        #expect(result.stderr.contains("CACHE: -Dynamic: cached as not found: helped"))
    }

    /// Message logging as objc4's instrumentObjcMessageSends: one line per send.
    @Test func messageLoggingPrintsEverySend() {
        let result = CompiledPrograms.objcrt(["run", programs + "/classes.m"], environment: ["NSObjCMessageLoggingEnabled": "YES"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("+ Square NSObject alloc"))
        #expect(result.stderr.contains("- Square Square name"))
        #expect(result.stderr.contains("- Square Shape describe"))
    }

    /// `objcrt demo compiled` compiles Docs/Examples/hello.m, runs it, and runs it again with
    /// the loader's traces and the message log on.
    @Test func theCompiledDemoNarratesLoadingAndSends() {
        let result = CompiledPrograms.objcrt(["demo", "compiled"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Hello, I am Ada, 37 years old."))
        #expect(result.stderr.contains("LOAD: +[Person load]"))
        #expect(result.stderr.contains("INITIALIZE: calling +[Person initialize]"))
        #expect(result.stderr.contains("CLASS: attaching category (Birthday) to class 'Person'"))
        #expect(result.stderr.contains("- Person Person haveBirthday"))
        #expect(result.stderr.contains("- NSTaggedPointerString NSString UTF8String"))
    }

    /// A compile error shows clang's diagnostics and exits non-zero.
    @Test func compileErrorsAreClangsAndFail() {
        let dir = CompiledPrograms.temporaryDirectory()
        let source = dir + "/bad.m"
        let f = fopen(source, "w")
        fputs("int main(void) { int x = ; }\n", f)
        fclose(f)
        let result = CompiledPrograms.objcrt(["cc", source, "-o", dir + "/bad"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("error: expected expression"))
    }

    /// clang's flags pass through in order: -c, -I, -D, -U, -O3; then a link from the object.
    @Test func clangsFlagsPassThrough() {
        let dir = CompiledPrograms.temporaryDirectory(), flags = programs + "/flags"
        let compile = CompiledPrograms.objcrt(["cc", "-c", "-O3", "-I", flags + "/include", "-DNAME=\"objcrt\"",
                                               "-DUNWANTED", "-UUNWANTED", flags + "/flags.m", "-o", dir + "/flags.o"])
        #expect(compile.status == 0, "\(compile.stderr)")
        #expect(CompiledPrograms.objcrt(["cc", dir + "/flags.o", "-o", dir + "/flags"]).status == 0)
        let result = CompiledPrograms.run(dir + "/flags", [])
        #expect(result.stdout == "hello from a header in -I, objcrt\n")
    }

    /// `--print-flags` gives what a Makefile needs.
    @Test func printFlagsNamesTheABIHeadersAndLibrary() {
        let result = CompiledPrograms.objcrt(["cc", "--print-flags"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("CFLAGS=-fobjc-runtime=gnustep-2.0 -fblocks -I "))
        #expect(result.stdout.contains("CSupport/Headers"))
        #expect(result.stdout.contains("LDFLAGS="))
        #expect(result.stdout.contains("-Wl,--whole-archive "))
        #expect(result.stdout.contains("libminiobjc.a -Wl,--no-whole-archive -rdynamic"))
    }
}

/// Bad input to the loader: one clear message naming the image and the class, no crash.
@Suite struct LoaderBadInputTests {
    let programs = CompiledPrograms.programs + "/bad_input"

    /// A class the runtime already has, defined again: the runtime's is kept.
    @Test func aDuplicateClassIsReportedAndTheFirstKept() {
        let result = CompiledPrograms.objcrt(["run", programs + "/duplicate_main.m"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("Class NSNull is implemented in both the runtime and "))
        #expect(result.stdout == "same class as the runtime's: 1\nthe program's -which is not there: 0\n")
    }

    /// An unrecognized selector in compiled code: ignored where -doesNotRecognizeSelector: is
    /// overridden; otherwise objc4's uncaught-exception end (message, SIGABRT).
    @Test func anUnrecognizedSelectorEndsTheProgramAsObjc4Does() {
        let result = CompiledPrograms.objcrt(["run", programs + "/unrecognized.m"])
        #expect(result.status == 128 + 6, "SIGABRT: \(result.stderr)")
        #expect(result.stdout == "Quiet ignores nothingHere\nquiet returned 0\nabout to send\n")
        #expect(result.stderr.contains("-[NSObject nothingHere]: unrecognized selector sent to instance 0x"))
        #expect(result.stderr.contains("*** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: '-[NSObject nothingHere]"))
    }

    /// A category on a class no image defines waits and is reported.
    @Test func aCategoryOnAClassThatNeverLoadsIsReported() {
        let result = CompiledPrograms.objcrt(["run", programs + "/orphans.m"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("category Missing(Orphan) never got its class Missing (no image defined it)"))
        #expect(result.stdout == "still running\n")
    }

    /// An object file of GCC's ABI: named, not loaded, and the program does not crash.
    @Test func anObjectFileOfAnotherABIIsRefused() {
        let dir = CompiledPrograms.temporaryDirectory()
        let source = dir + "/old.m"
        let f = fopen(source, "w")
        fputs("""
            #include <stdio.h>
            __attribute__((objc_root_class)) @interface Old { id isa; } + (int)answer; @end
            @implementation Old + (int)answer { return 42; } @end
            int main(void) { printf("answer=%d\\n", [Old answer]); return 0; }

            """, f)
        fclose(f)
        // Compiled by plain clang for GCC's ABI, then linked by objcrt cc.
        let clang = CompiledPrograms.run("/usr/bin/env", ["clang", "-fobjc-runtime=gcc", "-c", source, "-o", dir + "/old.o"])
        #expect(clang.status == 0, "\(clang.stderr)")
        #expect(CompiledPrograms.objcrt(["cc", dir + "/old.o", "-o", dir + "/old"]).status == 0)
        let result = CompiledPrograms.run(dir + "/old", [])
        #expect(result.status == 0)
        #expect(result.stdout == "answer=0\n")
        #expect(result.stderr.contains("compiled for GCC's Objective-C ABI or a GNUstep ABI before 2.0"))
        #expect(result.stderr.contains("recompile it with -fobjc-runtime=gnustep-2.0"))
    }
}

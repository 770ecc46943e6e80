import Testing

/// objc4's C API from compiled code (`CSupport/Headers/objc/`, `CSupport/ObjCABI/api_*.c`): one
/// program per group of functions, each checked line by line against what it must print.
@Suite struct RuntimeAPITests {
    @Test(arguments: ["selectors", "classes", "class_building", "methods", "objects", "properties", "protocols",
                      "associated", "extensions"])
    func objc4APIFromCompiledCode(_ program: String) {
        let dir = CompiledPrograms.programs + "/runtime_api/"
        let result = CompiledPrograms.objcrt(["run", dir + program + ".m"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == CompiledPrograms.read(dir + program + ".expected"))
    }
}

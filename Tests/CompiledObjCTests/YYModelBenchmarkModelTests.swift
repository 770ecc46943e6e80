import Testing

/// YYModel's benchmark model, `Tests/ThirdParty/YYModel/Benchmark/GitHubUser.{h,m}` (unmodified,
/// with the stand-ins for the other mappers' headers), compiled as `objcrt bench`'s
/// compiled.yymodel_* rows compile it and run by `objcrt test` in the host
/// (Programs/yymodel_benchmark/GitHubUserModelTests.m): YYGHUser from JSON (every field kind:
/// strings, the custom-mapped UInt64 id, BOOL, UInt32 counts, nulls, GitHub's dates) and from a
/// dictionary alike, and GHUser's hand-written mapping.
@Suite struct YYModelBenchmarkModelTests {
    @Test func theBenchmarkModelMapsAUser() {
        let yy = CompiledPrograms.programs + "/../../ThirdParty/YYModel"
        let support = yy + "/Benchmark/Support"
        let run = CompiledPrograms.xctest(["--dispatch", "-I", yy, "-I", yy + "/YYModel", "-I", yy + "/Benchmark", "-I", support,
                                           "-include", support + "/MacTypes.h",
                                           yy + "/YYModel/NSObject+YYModel.m", yy + "/YYModel/YYClassInfo.m",
                                           yy + "/Benchmark/GitHubUser.m", support + "/BenchmarkStandIns.m",
                                           CompiledPrograms.programs + "/yymodel_benchmark/GitHubUserModelTests.m"])
        for failure in run.failures { Issue.record("\(failure)") }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.summary?.hasPrefix("Executed 3 tests, with 0 failures (0 unexpected)") == true, "\(run.summary ?? run.log)")
    }
}

// NSTimeZone (fixed offsets: names, abbreviations, the local zone from TZ, the default zone)
// and NSLocale (an identifier; every locale formats as en_US_POSIX), and a formatter's
// defaults. TZ is set before the first zone is made: the local zone reads it once.
#import <Foundation/Foundation.h>

static void show(const char *label, NSTimeZone *z) {
    if (!z) {
        printf("%-34s nil\n", label);
        return;
    }
    printf("%-34s name %-12s abbreviation %-9s offset %6ld dst %d\n", label, z.name.UTF8String, z.abbreviation.UTF8String,
           (long)z.secondsFromGMT, z.isDaylightSavingTime);
}

int main(void) {
    setenv("TZ", "EST5", 1);
    @autoreleasepool {
        show("timeZoneForSecondsFromGMT:0", [NSTimeZone timeZoneForSecondsFromGMT:0]);
        show("timeZoneForSecondsFromGMT:28800", [NSTimeZone timeZoneForSecondsFromGMT:28800]);
        show("timeZoneForSecondsFromGMT:-18000", [NSTimeZone timeZoneForSecondsFromGMT:-18000]);
        show("timeZoneForSecondsFromGMT:19800", [NSTimeZone timeZoneForSecondsFromGMT:19800]);
        show("timeZoneForSecondsFromGMT:64800", [NSTimeZone timeZoneForSecondsFromGMT:64800]);
        show("timeZoneForSecondsFromGMT:64801", [NSTimeZone timeZoneForSecondsFromGMT:64801]);
        show("timeZoneForSecondsFromGMT:-90000", [NSTimeZone timeZoneForSecondsFromGMT:-90000]);
        const char *names[] = {"UTC", "GMT", "Etc/UTC", "GMT+8", "GMT+0800", "GMT-05:00", "UTC+5:30", "Etc/GMT+5",
                               "Etc/GMT-14", "Europe/Berlin", "utc", "GMT+", "GMT+25", ""};
        for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
            char label[64];
            snprintf(label, sizeof label, "timeZoneWithName:%s", names[i]);
            show(label, [NSTimeZone timeZoneWithName:@(names[i])]);
        }
        show("timeZoneWithAbbreviation:GMT+8", [NSTimeZone timeZoneWithAbbreviation:@"GMT+8"]);
        show("initWithName:GMT-3", [[NSTimeZone alloc] initWithName:@"GMT-3"]);
        show("initWithName:Mars/Olympus", [[NSTimeZone alloc] initWithName:@"Mars/Olympus"]);

        NSTimeZone *a = [NSTimeZone timeZoneForSecondsFromGMT:3600], *b = [NSTimeZone timeZoneWithName:@"GMT+0100"];
        printf("equal by name and offset: %d, hash equal: %d, GMT vs UTC: %d, copy is itself: %d\n", [a isEqual:b],
               a.hash == b.hash, [[NSTimeZone timeZoneWithName:@"GMT"] isEqualToTimeZone:[NSTimeZone timeZoneWithName:@"UTC"]],
               [a copy] == a);
        printf("description: %s\n", a.description.UTF8String);
        printf("for a date: %ld %s\n", (long)[a secondsFromGMTForDate:[NSDate date]], [a abbreviationForDate:[NSDate date]].UTF8String);

        // The local zone from TZ=EST5 (a POSIX rule: five hours west), the default follows it
        // until set.
        show("localTimeZone (TZ=EST5)", [NSTimeZone localTimeZone]);
        show("systemTimeZone", [NSTimeZone systemTimeZone]);
        show("defaultTimeZone", [NSTimeZone defaultTimeZone]);
        NSDateFormatter *before = [NSDateFormatter new];
        [NSTimeZone setDefaultTimeZone:[NSTimeZone timeZoneWithName:@"GMT+8"]];
        show("defaultTimeZone after set", [NSTimeZone defaultTimeZone]);
        [NSTimeZone setDefaultTimeZone:(NSTimeZone *_Nonnull)nil];
        show("defaultTimeZone after set nil", [NSTimeZone defaultTimeZone]);
        NSDateFormatter *after = [NSDateFormatter new];
        show("formatter made before", before.timeZone);
        show("formatter made after", after.timeZone);
        after.dateFormat = @"yyyy-MM-dd HH:mm Z";
        printf("after formats 0 as %s\n", [after stringFromDate:[NSDate dateWithTimeIntervalSince1970:0]].UTF8String);
        after.timeZone = nil;
        show("timeZone = nil: the default", after.timeZone);

        // Locales.
        NSLocale *posix = [[NSLocale alloc] initWithLocaleIdentifier:@"en_US_POSIX"];
        NSLocale *fr = [NSLocale localeWithLocaleIdentifier:@"fr_FR"];
        printf("identifiers: %s %s current %s system \"%s\"\n", posix.localeIdentifier.UTF8String, fr.localeIdentifier.UTF8String,
               [NSLocale currentLocale].localeIdentifier.UTF8String, [NSLocale systemLocale].localeIdentifier.UTF8String);
        printf("equal: %d %d\n", [posix isEqual:[NSLocale localeWithLocaleIdentifier:@"en_US_POSIX"]], [posix isEqual:fr]);
        NSDateFormatter *f = [NSDateFormatter new];
        printf("formatter default locale %s, format \"%s\"\n", f.locale.localeIdentifier.UTF8String, f.dateFormat.UTF8String);
        f.locale = fr;
        f.timeZone = [NSTimeZone timeZoneForSecondsFromGMT:0];
        f.dateFormat = @"EEEE d MMMM yyyy";
        printf("fr_FR keeps its identifier (%s) and formats as POSIX: %s\n", f.locale.localeIdentifier.UTF8String,
               [f stringFromDate:[NSDate dateWithTimeIntervalSince1970:1441325541]].UTF8String);
        f.locale = nil;
        printf("locale = nil: %s\n", f.locale.localeIdentifier.UTF8String);

        // A copy keeps the settings and is independent.
        NSDateFormatter *g = [f copy];
        f.dateFormat = @"yyyy";
        printf("copy: \"%s\" %s; original now \"%s\"\n", g.dateFormat.UTF8String, g.timeZone.name.UTF8String, f.dateFormat.UTF8String);
    }
    return 0;
}

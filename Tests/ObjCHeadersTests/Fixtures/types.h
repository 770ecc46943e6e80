#import <Foundation/Foundation.h>
struct GS99_1 { BOOL f0; unsigned char f1; NSInteger f2; NSRange f3; CGFloat f4; unsigned char f5; struct GS99_1 *next; };
struct GS99_2 { float f0; unsigned char f1; union { unsigned char f0; struct GS99_1 f1[1]; const char *f2; struct GS99_1 f3; BOOL f4; } f2; NSRange f3; long double f4; };
typedef struct GS99_3 { _Complex float f0; } GS99_3;
typedef struct GS99_4 { unsigned int f0 : 13; __unsafe_unretained Class f1; } GS99_4;
struct GS99_5 { char f0; };
struct GS99_6 { unsigned char f0 : 1; __unsafe_unretained Class f1; };
struct GS99_7 { long double f0[4]; _Bool f1 : 1; double f2; struct GS99_7 *next; };
typedef union GU99_8 { struct GS99_6 f0; BOOL f1; const char *f2; } GU99_8;
typedef struct GS99_9 { int f0[3]; long long f1; NSRange f2; } GS99_9;
typedef struct GS99_10 { _Bool : 0; } GS99_10;
typedef struct { union { double f0; __int128 f1; GS99_9 f2; unsigned long long f3 : 34; } f0; double *f1; unsigned char f2[2]; } GS99_11;
typedef struct GS99_12 { const char *f0; long long f1 : 49; double *f2; CGPoint f3; } GS99_12;
typedef NS_OPTIONS(NSUInteger, GE99_13) { GE99_13O0 = 1 << 0, GE99_13O1 = 1 << 1, GE99_13O2 = 1 << 2 };
typedef NS_ENUM(NSInteger, GE99_14) { GE99_14V0, GE99_14V1, GE99_14V2 };
typedef NS_OPTIONS(NSUInteger, GE99_15) { GE99_15O0 = 1 << 0, GE99_15O1 = 1 << 1, GE99_15O2 = 1 << 2 };

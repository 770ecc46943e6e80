#import <Foundation/Foundation.h>
typedef struct { CGRect f0; NSInteger f1; const char *f2; CGFloat f3; __unsafe_unretained Class f4; } GS99_1;
struct GS99_2 { union { int f0[4]; __int128 f1; } f0; __unsafe_unretained id f1; long double f2; long long f3; CGPoint f4; unsigned int f5 : 25; struct GS99_2 *next; };
typedef struct { char f0; } GS99_3;
typedef struct { BOOL f0; NSRange f1; short f2[3]; } GS99_4;
typedef union { int f0; CGRect f1; } GU99_5;
typedef struct { __int128 f0; long double f1; int *f2; BOOL f3; void *f4; struct { union { double f0[1]; } f0; long f1; GS99_1 f2; long long f3; _Bool f4; } f5; } GS99_6;
typedef struct { unsigned long long f0 : 31; CGRect *f1; } GS99_7;
typedef struct { char f0 : 8; unsigned char f1; double *f2; int *f3; } GS99_8;
typedef struct GS99_9 { char f0; unsigned long long f1 : 52; long f2; char f3[4]; struct GS99_9 *next; } GS99_9;
typedef struct GS99_10 { BOOL f0; } GS99_10;
typedef struct GS99_11 { GS99_1 f0; double *f1; struct GS99_11 *next; } GS99_11;
typedef struct GS99_12 { short f0[5]; GS99_3 f1[2]; int f2; long double f3; float f4; CGRect f5; } GS99_12;
typedef NS_ENUM(NSInteger, GE99_13) { GE99_13V0 };
typedef enum : unsigned char { GE99_14V0 = 37, GE99_14V1, GE99_14V2, GE99_14V3 } GE99_14;
typedef enum : unsigned char { GE99_15V0, GE99_15V1 = 12, GE99_15V2 = 33 } GE99_15;

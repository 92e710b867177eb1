"""Form labels in the scripts that ``person_scripts`` reads, for bilingual forms (round 29).

A bilingual form writes a label in English and again in the applicant's script ("Mailing address |
पता", "Phone number | 电话", "Date of birth / Дата рождения"). Such a run is short, stands alone and
has no capitals: exactly the shape of a name written in that script. These are the common labels of
identity, contact and signature fields, each written as a whole run; a run that is one of them is a
label, whatever separator or layout put it there.
"""

from __future__ import annotations

LABEL_WORDS = frozenset(
    """
    地址 住址 电话 電話 电话号码 電話號碼 手机 手機 手机号码 出生日期 生日 电子邮件 電子郵件 邮箱 国籍 國籍 职业 職業
    性别 性別 签名 簽名 日期 身份证号码 護照號碼 护照号码 联系电话 聯絡電話 配偶 子女 父亲 母亲
    住所 電話番号 生年月日 携帯電話 職業 署名 日付 年齢 メール メールアドレス 郵便番号 本籍 続柄
    주소 전화번호 전화 휴대전화 생년월일 이메일 국적 직업 성별 서명 날짜 우편번호 관계
    पता नाम जन्मतिथि ईमेल राष्ट्रीयता व्यवसाय लिंग हस्ताक्षर दिनांक तारीख मोबाइल
    العنوان الهاتف الجنسية المهنة الجنس التوقيع التاريخ
    Адрес Телефон Гражданство Профессия Пол Подпись Дата Адреса Прізвище Підпис Громадянство
    Διεύθυνση Τηλέφωνο Υπογραφή Ημερομηνία Υπηκοότητα
    כתובת טלפון חתימה תאריך
    ਨਾਮ ਪਤਾ ਫ਼ੋਨ ਦਸਤਖ਼ਤ
    নাম ঠিকানা ফোন স্বাক্ষর
    பெயர் முகவரி தொலைபேசி கையொப்பம்
    ชื่อ ที่อยู่ โทรศัพท์ วันเกิด
    """.split()
) | frozenset(
    # Labels of two words, as a run holds them (one space apart).
    (
        "पूरा नाम", "जन्म तिथि", "फ़ोन नंबर", "फोन नंबर", "मोबाइल नंबर", "पिता का नाम", "पति का नाम",
        "رقم الهاتف", "تاريخ الميلاد", "البريد الإلكتروني", "الاسم الكامل",
        "Дата рождения", "Дата народження", "Электронная почта", "Номер телефона",
        "Ημερομηνία γέννησης", "Ονοματεπώνυμο",
        "תאריך לידה", "שם מלא",
        "ਜਨਮ ਮਿਤੀ", "ফোন নম্বর", "জন্ম তারিখ", "பிறந்த தேதி",
    )
)  # fmt: skip
